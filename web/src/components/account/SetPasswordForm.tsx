import { type FormEvent, useState } from "react";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../../db/domain/forms";
import { useSetPassword, useSignInMethods } from "../../hooks/use-sign-in-methods";
import { ApiRequestError } from "../../lib/api";
import { toast } from "../../lib/toast-store";

/**
 * My Account: "Set a password" for an account made with Google, Facebook or Apple (so it can then
 * unlink the provider), or "Change password" with the current one. The server decides which applies.
 */
export function SetPasswordForm() {
  const methods = useSignInMethods();
  const save = useSetPassword();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [error, setError] = useState<string | null>(null);
  if (!methods.data) return null;
  const hasPassword = methods.data.hasPassword;
  const heading = hasPassword ? "Change password" : "Set a password";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate(hasPassword ? { currentPassword: current, newPassword: next } : { newPassword: next }, {
      onSuccess: ({ message }) => {
        setOpen(false);
        setCurrent("");
        setNext("");
        toast({ title: message });
      },
      onError: (err) => setError(err instanceof ApiRequestError ? err.message : "Your password was not saved."),
    });
  };

  return (
    <section className="account-field" aria-labelledby="password-heading">
      <h2 id="password-heading">{heading}</h2>
      {!hasPassword && <p>You sign in with a provider. Set a password to sign in with your email too.</p>}
      {!open ? (
        <p>
          <button type="button" className="button-secondary" onClick={() => setOpen(true)}>
            {heading}
          </button>
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          {hasPassword && (
            <label>
              Current password
              <input
                type="password"
                autoComplete="current-password"
                value={current}
                maxLength={PASSWORD_MAX}
                onChange={(e) => setCurrent(e.target.value)}
              />
            </label>
          )}
          <label>
            New password
            <input
              type="password"
              autoComplete="new-password"
              value={next}
              minLength={PASSWORD_MIN}
              maxLength={PASSWORD_MAX}
              aria-describedby="new-password-hint"
              onChange={(e) => setNext(e.target.value)}
            />
          </label>
          <p id="new-password-hint" className="field-hint">
            At least {PASSWORD_MIN} characters.
          </p>
          {error && (
            <p role="alert" className="field-error">
              {error}
            </p>
          )}
          <p>
            <button type="submit" className="button-primary" disabled={save.isPending}>
              {save.isPending ? "Saving…" : "Save password"}
            </button>{" "}
            <button type="button" className="button-secondary" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </p>
        </form>
      )}
    </section>
  );
}
