// One toast at a time (spec §9): a new toast replaces the current one. A tiny external store so
// any module (hooks, mutation callbacks) can raise a toast without prop drilling.
export type ToastVariant = "default" | "destructive";

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
}

/** Spec §9: a toast stays 5 s unless told otherwise, and a horizontal swipe of 50 px dismisses it. */
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

/** Errors interrupt (role alert); everything else is announced politely (role status). */
export const toastRole = (variant: ToastVariant) => (variant === "destructive" ? "alert" : "status");

/** Whether a drag of `dx` pixels, released, dismisses the toast. */
export const isSwipeDismiss = (dx: number) => Math.abs(dx) >= SWIPE_THRESHOLD_PX;

type Listener = (toast: Toast | null) => void;
let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

const emit = () => {
  for (const l of listeners) l(current);
};

export function toast(input: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}): number {
  current = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? "default",
    durationMs: input.durationMs ?? TOAST_DURATION_MS,
  };
  emit();
  return current.id;
}

export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getCurrentToast = () => current;
