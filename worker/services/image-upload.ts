// One way to turn an uploaded image (a multipart file or a data URL) into checked bytes, with the
// spec's messages. Nothing is stored here, so a route can check every image before writing any.
import {
  IMAGE_DIMENSIONS_TOO_LARGE,
  IMAGE_INVALID,
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  MAX_IMAGE_BYTES,
} from "../../db/domain";
import { ApiError } from "../errors";
import { decodeDataUrl } from "./data-url";
import { checkImage, type ImageKind, putImage } from "./images";

export interface CheckedImage {
  bytes: Uint8Array<ArrayBuffer>;
  kind: ImageKind;
}

export async function checkedImage(input: string | File, tooLarge = IMAGE_TOO_LARGE): Promise<CheckedImage> {
  let bytes: Uint8Array<ArrayBuffer>;
  if (typeof input === "string") {
    const decoded = decodeDataUrl(input);
    if (!decoded.ok) {
      throw decoded.reason === "too_large"
        ? new ApiError("payload_too_large", tooLarge)
        : new ApiError("bad_request", IMAGE_INVALID);
    }
    bytes = decoded.bytes;
  } else {
    if (input.size > MAX_IMAGE_BYTES) throw new ApiError("payload_too_large", tooLarge);
    bytes = new Uint8Array(await input.arrayBuffer());
  }
  const checked = checkImage(bytes);
  if (checked.ok) return { bytes, kind: checked.kind };
  if (checked.reason === "too_large") throw new ApiError("payload_too_large", tooLarge);
  if (checked.reason === "not_image") throw new ApiError("unsupported_media_type", IMAGE_WRONG_TYPE);
  if (checked.reason === "too_many_pixels") throw new ApiError("bad_request", IMAGE_DIMENSIONS_TOO_LARGE);
  throw new ApiError("bad_request", IMAGE_INVALID);
}

export const storeChecked = (bucket: R2Bucket, image: CheckedImage) => putImage(bucket, image.bytes, image.kind);
