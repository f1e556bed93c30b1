import { useEffect, useRef, useState } from "react";
import { drawReelFrame, REEL_HEIGHT, REEL_WIDTH, type ReelFrameInput, reelLength, segmentAt } from "./reel-canvas";

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/**
 * The reel as an animated story: the canvas shows it (reel-canvas.ts), the text of the segment on
 * screen is also in a live region for screen readers, and the controls are real buttons. It plays
 * on its own once loaded; reduced motion turns transitions into cuts.
 */
export function ReelPlayer({ reel }: { reel: ReelFrameInput }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [playing, setPlaying] = useState(true);
  const [time, setTime] = useState(0);
  const timeRef = useRef(0);
  const length = reelLength(reel.segments);
  const reduce = prefersReducedMotion();

  useEffect(() => {
    const ctx = canvasRef.current?.getContext("2d");
    if (!ctx) return;
    drawReelFrame(ctx, reel, timeRef.current, reduce);
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    const step = (now: number) => {
      timeRef.current = Math.min(length, timeRef.current + (now - last) / 1000);
      last = now;
      drawReelFrame(ctx, reel, timeRef.current, reduce);
      setTime(timeRef.current);
      if (timeRef.current >= length) setPlaying(false);
      else frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [playing, reel, length, reduce]);

  const index = segmentAt(reel.segments, time);
  const segment = reel.segments[index];
  const ended = time >= length;
  const seekTo = (t: number) => {
    timeRef.current = t;
    setTime(t);
    const ctx = canvasRef.current?.getContext("2d");
    if (ctx) drawReelFrame(ctx, reel, t, reduce);
  };

  return (
    <figure className="reel-player" data-segment={index} data-state={ended ? "ended" : playing ? "playing" : "paused"}>
      <canvas
        ref={canvasRef}
        width={REEL_WIDTH}
        height={REEL_HEIGHT}
        className="reel-player__canvas"
        role="img"
        aria-label={`Highlight reel: ${reel.title}`}
      />
      <figcaption className="visually-hidden" aria-live="polite">
        {segment ? `${index + 1} of ${reel.segments.length}: ${segment.playDescription}` : ""}
      </figcaption>
      <div className="reel-player__controls">
        <button
          type="button"
          className="button-secondary"
          onClick={() => seekTo(Math.max(0, (reel.segments[index - 1]?.startTime ?? 0) + 0.001))}
          disabled={index === 0}
        >
          Previous
        </button>
        <button
          type="button"
          className="button-primary"
          onClick={() => {
            if (ended) seekTo(0);
            setPlaying((p) => (ended ? true : !p));
          }}
        >
          {ended ? "Replay" : playing ? "Pause" : "Play"}
        </button>
        <button
          type="button"
          className="button-secondary"
          onClick={() => seekTo(reel.segments[index + 1]?.startTime ?? length)}
          disabled={index >= reel.segments.length - 1}
        >
          Next
        </button>
        <span className="reel-player__time" aria-hidden="true">
          {Math.floor(time)} / {length} s
        </span>
      </div>
    </figure>
  );
}
