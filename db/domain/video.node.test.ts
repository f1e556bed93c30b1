import { describe, expect, it } from "vitest";
import { frameableVideoUrl, toEmbedUrl, VIDEO_URL_MESSAGE, watchUrlOf } from "./video";

const ID = "dQw4w9WgXcQ";
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`;

describe("toEmbedUrl", () => {
  it("converts watch, live, shorts, youtu.be and embed forms", () => {
    for (const input of [
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?v=${ID}&t=42s`,
      `https://m.youtube.com/watch?feature=share&v=${ID}`,
      `https://www.youtube.com/live/${ID}?si=abc`,
      `https://www.youtube.com/shorts/${ID}`,
      `https://youtu.be/${ID}`,
      `https://youtu.be/${ID}?t=10`,
      `http://www.youtube.com/watch?v=${ID}`,
      `https://www.youtube.com/embed/${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `  https://youtu.be/${ID}  `,
    ]) {
      expect(toEmbedUrl(input), input).toEqual({ ok: true, url: EMBED });
    }
  });

  it("refuses anything else with a clear message", () => {
    for (const input of [
      "",
      "not a url",
      `https://vimeo.com/${ID}`,
      `https://evil.example/watch?v=${ID}`,
      `https://youtube.com.evil.example/watch?v=${ID}`,
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/watch",
      `https://www.youtube.com/channel/${ID}`,
      `javascript:alert(1)//youtu.be/${ID}`,
      `ftp://youtu.be/${ID}`,
      `https://youtu.be/${ID}/extra`,
      `https://www.youtube.com/watch?v=${ID}"><script>`,
    ]) {
      expect(toEmbedUrl(input), input).toEqual({ ok: false, message: VIDEO_URL_MESSAGE });
    }
  });
});

describe("frameableVideoUrl", () => {
  it("frames only YouTube embed addresses over https", () => {
    expect(frameableVideoUrl("https://www.youtube.com/embed/dQw4w9WgXcQ")).toBe(
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    );
    expect(frameableVideoUrl("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(frameableVideoUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(frameableVideoUrl("http://www.youtube.com/embed/dQw4w9WgXcQ")).toBeNull();
    expect(frameableVideoUrl("https://evil.example/embed/dQw4w9WgXcQ")).toBeNull();
    expect(frameableVideoUrl("javascript:alert(1)")).toBeNull();
    expect(frameableVideoUrl(null)).toBeNull();
  });
});

describe("watchUrlOf", () => {
  it("turns the stored embed address back into the watch link a person types; toEmbedUrl round-trips", () => {
    const stored = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    expect(watchUrlOf(stored)).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    const again = toEmbedUrl(watchUrlOf(stored));
    expect(again.ok && again.url).toBe(stored);
    expect(watchUrlOf(null)).toBe("");
    expect(watchUrlOf("https://example.com/x")).toBe("https://example.com/x");
  });
});
