import { describe, expect, it } from "vitest";
import { EACH_IMAGE_TOO_LARGE, IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE } from "../../../db/domain";
import { imageFileProblem, scaledSize } from "./image-compress";

describe("scaledSize", () => {
  it("fits the longest side into 800 px, keeping the ratio", () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(1080, 1920)).toEqual({ width: 450, height: 800 });
    expect(scaledSize(801, 1)).toEqual({ width: 800, height: 1 });
  });
  it("never scales up", () => {
    expect(scaledSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(scaledSize(800, 800)).toEqual({ width: 800, height: 800 });
  });
});

describe("imageFileProblem", () => {
  const MB = 1024 * 1024;
  it("accepts JPEG, PNG, GIF and WEBP up to 5 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif", "image/webp"])
      expect(imageFileProblem({ type, size: 5 * MB })).toBeNull();
  });
  it("refuses other types and larger files with the spec's messages", () => {
    expect(imageFileProblem({ type: "image/svg+xml", size: 10 })).toBe(IMAGE_WRONG_TYPE);
    expect(imageFileProblem({ type: "text/html", size: 10 })).toBe(IMAGE_WRONG_TYPE);
    expect(imageFileProblem({ type: "image/png", size: 5 * MB + 1 })).toBe(IMAGE_TOO_LARGE);
    expect(imageFileProblem({ type: "image/png", size: 6 * MB }, EACH_IMAGE_TOO_LARGE)).toBe(EACH_IMAGE_TOO_LARGE);
  });
});
