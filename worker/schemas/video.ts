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
