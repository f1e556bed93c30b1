// YouTube links in the forms people paste (watch, live, shorts, youtu.be, embed) become one
// privacy-friendly embed address. Pure: the server validates with it and the SPA previews with it.

export const VIDEO_URL_MESSAGE = "Video URL must be a YouTube link (watch, live, shorts or youtu.be)";

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);
const EMBED_HOSTS = new Set(["www.youtube-nocookie.com", "youtube-nocookie.com", ...YOUTUBE_HOSTS]);

const embed = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

function videoIdOf(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return parts.length === 1 ? (parts[0] ?? null) : null;
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === "watch") return url.searchParams.get("v");
    if (parts.length === 2 && (parts[0] === "live" || parts[0] === "shorts")) return parts[1] ?? null;
  }
  if (EMBED_HOSTS.has(host) && parts.length === 2 && parts[0] === "embed") return parts[1] ?? null;
  return null;
}

export type EmbedResult = { ok: true; url: string } | { ok: false; message: string };

/** The embed address for a YouTube link, or the reason it is refused. */
export function toEmbedUrl(input: string): EmbedResult {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, message: VIDEO_URL_MESSAGE };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, message: VIDEO_URL_MESSAGE };
  const id = videoIdOf(url);
  if (!id || !VIDEO_ID.test(id)) return { ok: false, message: VIDEO_URL_MESSAGE };
  return { ok: true, url: embed(id) };
}

/** The hosts the reader frames (the CSP's frame-src allows only these). */
const FRAMEABLE_HOSTS = new Set(["www.youtube.com", "www.youtube-nocookie.com"]);

/**
 * The video address to put in an iframe, or null. Only YouTube embed addresses are framed (they are
 * stored in that form by `toEmbedUrl`).
 */
export function frameableVideoUrl(youtubeUrl: string | null | undefined): string | null {
  if (!youtubeUrl) return null;
  try {
    const url = new URL(youtubeUrl);
    if (url.protocol !== "https:" || !FRAMEABLE_HOSTS.has(url.hostname)) return null;
    const [embed, id, ...rest] = url.pathname.split("/").filter(Boolean);
    if (embed !== "embed" || !id || rest.length > 0 || !VIDEO_ID.test(id)) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/**
 * The link a person would type for a stored embed address (the Edit form shows it, not the
 * `youtube-nocookie.com/embed/…` form it is stored in); anything else is shown as stored.
 */
export function watchUrlOf(stored: string | null | undefined): string {
  const framed = frameableVideoUrl(stored);
  if (!framed) return stored ?? "";
  const id = new URL(framed).pathname.split("/").filter(Boolean)[1];
  return `https://www.youtube.com/watch?v=${id}`;
}
