import { describe, expect, it } from "vitest";
import {
  concat,
  GIF_1X1,
  HOSTILE_IMAGES,
  JPEG_4X3,
  pngDeclaring,
  tinyJpeg,
  WEBP_LOSSLESS_1X1,
  WEBP_LOSSY_1X1,
} from "../test/image-fixtures";
import { walkImage } from "./image-structure";
import { checkImage } from "./images";

describe("walkImage", () => {
  it("happy: reads the dimensions of well-formed PNG, JPEG, GIF and WEBP files", () => {
    expect(walkImage(pngDeclaring(16, 9), "png")).toEqual({ width: 16, height: 9 });
    expect(walkImage(JPEG_4X3, "jpg")).toEqual({ width: 4, height: 3 });
    expect(walkImage(tinyJpeg(42), "jpg")).toEqual({ width: 4, height: 3 });
    expect(walkImage(GIF_1X1, "gif")).toEqual({ width: 1, height: 1 });
    expect(walkImage(WEBP_LOSSY_1X1, "webp")).toEqual({ width: 1, height: 1 });
    expect(walkImage(WEBP_LOSSLESS_1X1, "webp")).toEqual({ width: 1, height: 1 });
  });

  it("error: a file cut anywhere short is refused", () => {
    for (const [kind, bytes] of [
      ["png", pngDeclaring(3, 3)],
      ["jpg", JPEG_4X3],
      ["gif", GIF_1X1],
      ["webp", WEBP_LOSSY_1X1],
    ] as const) {
      for (let cut = 1; cut < bytes.length; cut++)
        expect(walkImage(bytes.subarray(0, cut), kind), `${kind} cut at ${cut}`).toBeNull();
      expect(walkImage(concat(bytes, [0]), kind), `${kind} with one trailing byte`).toBeNull();
    }
  });
});

describe("checkImage", () => {
  it("security: every hostile look-alike of the issue is refused as invalid", () => {
    for (const [name, bytes] of HOSTILE_IMAGES)
      expect(checkImage(bytes), name).toEqual({ ok: false, reason: "invalid" });
  });

  it("security: images over 8,000 px on a side or 40 megapixels are refused", () => {
    expect(checkImage(pngDeclaring(50_000, 50_000))).toEqual({ ok: false, reason: "too_many_pixels" });
    expect(checkImage(pngDeclaring(30_000, 30_000))).toEqual({ ok: false, reason: "too_many_pixels" });
    expect(checkImage(pngDeclaring(8_001, 1))).toEqual({ ok: false, reason: "too_many_pixels" });
    expect(checkImage(pngDeclaring(1, 8_001))).toEqual({ ok: false, reason: "too_many_pixels" });
    expect(checkImage(pngDeclaring(7_000, 6_000))).toEqual({ ok: false, reason: "too_many_pixels" });
    expect(checkImage(pngDeclaring(8_000, 5_000))).toEqual({ ok: true, kind: "png", width: 8_000, height: 5_000 });
    expect(checkImage(pngDeclaring(800, 450))).toEqual({ ok: true, kind: "png", width: 800, height: 450 });
  });
});
