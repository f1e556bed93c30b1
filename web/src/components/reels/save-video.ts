// "Save as video": the reel is drawn frame by frame on a canvas (reel-canvas.ts) and recorded with
// MediaRecorder from the canvas's stream, in the browser; there is no server video service. It
// records in real time, so a 60-second reel takes about 60 seconds to save.
import { drawReelFrame, REEL_HEIGHT, REEL_WIDTH, type ReelFrameInput, reelLength } from "./reel-canvas";

const FPS = 30;
// VP8 first: its software encoder keeps up on a busy phone where VP9 may not.
const TYPES = ["video/webm;codecs=vp8", "video/webm;codecs=vp9", "video/webm", "video/mp4"];

/** The first video type this browser can record a canvas to, or null (no saving here). */
export function videoType(): string | null {
  if (typeof MediaRecorder === "undefined" || typeof HTMLCanvasElement === "undefined") return null;
  if (!("captureStream" in HTMLCanvasElement.prototype)) return null;
  return TYPES.find((t) => MediaRecorder.isTypeSupported(t)) ?? null;
}

export const fileExtension = (type: string) => (type.startsWith("video/mp4") ? "mp4" : "webm");

/** Records the whole reel; `onProgress` gets 0–1. The canvas sits off screen while it records. */
export async function recordReel(
  reel: ReelFrameInput,
  type: string,
  onProgress: (done: number) => void = () => {},
): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = REEL_WIDTH;
  canvas.height = REEL_HEIGHT;
  canvas.setAttribute("aria-hidden", "true");
  Object.assign(canvas.style, { position: "fixed", left: "-10000px", top: "0", width: "72px", height: "128px" });
  document.body.append(canvas);
  const ctx = canvas.getContext("2d")!;
  const length = reelLength(reel.segments);
  drawReelFrame(ctx, reel, 0);
  // Frames are pushed one per drawing (requestFrame), not sampled, so a slow machine loses none.
  const stream = canvas.captureStream(0);
  const track = stream.getVideoTracks()[0] as CanvasCaptureMediaStreamTrack | undefined;
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 2_500_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  };
  const stopped = new Promise<void>((resolve, reject) => {
    recorder.onstop = () => resolve();
    recorder.onerror = () => reject(new Error("The browser stopped recording the video."));
  });
  try {
    recorder.start(1000);
    const started = performance.now();
    // A timer, not requestAnimationFrame: frames keep coming when the tab is in the background.
    await new Promise<void>((resolve) => {
      const tick = () => {
        const t = (performance.now() - started) / 1000;
        drawReelFrame(ctx, reel, Math.min(t, length));
        track?.requestFrame();
        onProgress(Math.min(1, t / length));
        if (t >= length) resolve();
        else setTimeout(tick, 1000 / FPS);
      };
      tick();
    });
    recorder.requestData();
    recorder.stop();
    await stopped;
  } finally {
    for (const track of stream.getTracks()) track.stop();
    canvas.remove();
  }
  return new Blob(chunks, { type: type.split(";")[0] });
}
