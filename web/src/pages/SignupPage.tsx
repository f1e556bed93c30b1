import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { AUTH_MESSAGES, PASSWORD_MIN } from "../../../db/domain";
import { serverMessage } from "../components/auth/auth-errors";
import { toast } from "../components/toast/toast-store";
import { type RegisterInput, useRegister } from "../hooks/use-auth";
import { ApiRequestError } from "../lib/api";
import "../components/auth/auth.css";

/** Spec §9: home 1 s after signing up. */
const REDIRECT_MS = 1000;

/** The account name is the email's local part (docs/decisions/021-signup-creates-account.md). */
const usernameFrom = (email: string) =>
  (email.split("@")[0] ?? "").replace(/[^A-Za-z0-9._-]/g, "-").slice(0, 34) || "member";
const withSuffix = (name: string) => `${name}-${Math.floor(1000 + Math.random() * 9000)}`;
const usernameTaken = (err: unknown) =>
  err instanceof ApiRequestError && err.status === 409 && err.message === AUTH_MESSAGES.usernameTaken;

export default function SignupPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<{ title: string; detail?: string } | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== confirm) return setError({ title: "Passwords do not match" });
    if (password.length < PASSWORD_MIN) return setError({ title: "Password must be at least 8 characters long" });
    setError(null);
    const input: RegisterInput = { username: usernameFrom(email.trim()), email: email.trim(), password };
    try {
      const user = await register.mutateAsync(input).catch((err: unknown) => {
        if (usernameTaken(err)) return register.mutateAsync({ ...input, username: withSuffix(input.username) });
        throw err;
      });
      setDone(true);
      toast({ title: "Registration successful", description: `Welcome, ${user.username}` });
      timer.current = setTimeout(() => navigate("/"), REDIRECT_MS);
    } catch (err) {
      setError({ title: "Failed to create account. Please try again.", detail: serverMessage(err, "") || undefined });
    }
  };

  return (
    <section className="page auth-layout">
      <div className="auth-card">
        <h1>Create your account</h1>
        {done ? (
          <p role="status">Account created. Taking you home…</p>
        ) : (
          <form className="auth-form" onSubmit={submit} noValidate aria-label="Sign up">
            {error && (
              <div className="form-error" role="alert">
                <p>{error.title}</p>
                {error.detail && <p>{error.detail}</p>}
              </div>
            )}
            <label>
              Email
              <input
                type="email"
                required
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </label>
            <label>
              Password
              <input
                type="password"
                required
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </label>
            <label>
              Confirm Password
              <input
                type="password"
                required
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            </label>
            <button type="submit" disabled={register.isPending}>
              {register.isPending ? "Creating account…" : "Sign Up"}
            </button>
          </form>
        )}
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </div>
    </section>
  );
}
