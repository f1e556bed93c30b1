// Image rules of spec §5: the browser checks them before upload, the server again on the bytes.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

export const IMAGE_TOO_LARGE = "Image must be smaller than 5MB";
export const EACH_IMAGE_TOO_LARGE = "Each image must be smaller than 5MB";
export const IMAGE_WRONG_TYPE = "Only image files (JPEG, PNG, GIF, WEBP) are allowed";
export const IMAGE_INVALID = "Image data is invalid or incomplete";
/** The server's bound on an image's size in pixels (decision 153); the browser scales to 800 px first. */
export const MAX_IMAGE_SIDE = 8_000;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_DIMENSIONS_TOO_LARGE =
  "Image is too large: at most 8,000 pixels on a side and 40 megapixels. Please use a smaller image";
