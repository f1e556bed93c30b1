import { useCallback, useEffect, useId, useRef, useState } from "react";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Errors shown next to their fields. `show` puts them on screen and moves focus (and the view) to
 * the first one, so a member who tapped a button at the bottom of a long form sees what is wrong;
 * `revalidate` takes the latest check of the values and clears each shown error once its field is
 * fixed (it never adds new ones while the member types). A message that belongs to no field (the
 * server's answer) is `formError`, shown and focused the same way. Either way the message is
 * announced once as an alert (`announcement`, rendered by FormError).
 */
export function useFormErrors<K extends string>() {
  const prefix = useId();
  const root = useRef<HTMLElement | null>(null);
  /** A callback ref, so any element (form, section) can hold the fields. */
  const rootRef = useCallback((el: HTMLElement | null) => {
    root.current = el;
  }, []);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** What screen readers are told when errors are shown: the form's message, else the first field's. */
  const [announcement, setAnnouncement] = useState<string | null>(null);
  /** Bumped on every `show`, so the same errors shown twice still move focus again. */
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (shown === 0) return;
    const first = root.current?.querySelector<HTMLElement>('[aria-invalid="true"], .field-error, .form-error');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView({ block: "center" });
  }, [shown]);

  const show = useCallback((next: FieldErrors<K>, message: string | null = null) => {
    setErrors(next);
    setFormError(message);
    setAnnouncement(message ?? Object.values<string | undefined>(next).find(Boolean) ?? null);
    setShown((n) => n + 1);
  }, []);

  const revalidate = useCallback((latest: FieldErrors<K>) => {
    setErrors((current) => {
      const kept: FieldErrors<K> = {};
      for (const key of Object.keys(current) as K[]) if (latest[key]) kept[key] = latest[key];
      return kept;
    });
  }, []);

  const errorId = (name: K) => `${prefix}-${name}-error`;
  /** Props for the input of field `name`: marked invalid and described by its message while it has one. */
  const describe = (name: K) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": errorId(name) } : {};

  const clear = useCallback(() => {
    setErrors({});
    setFormError(null);
    setAnnouncement(null);
  }, []);

  return { rootRef, errors, formError, announcement, show, revalidate, clear, errorId, describe };
}

export type FormErrors<K extends string> = ReturnType<typeof useFormErrors<K>>;
