import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useLogin } from "../../hooks/use-auth";
import { ApiRequestError } from "../../lib/api";
import { toast } from "../../lib/toast-store";
import { isNetworkError, serverMessage } from "./auth-errors";

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      setError("Please enter both email and password.");
      return;
    }
    setError(null);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (user) => {
          toast({ title: "Login successful", description: `Welcome back, ${user.username}` });
          navigate("/");
        },
        onError: (err) => {
          if (isNetworkError(err)) {
            setError("Login Error: An error occurred during login. Please try again.");
            return;
          }
          const invalid = err instanceof ApiRequestError && err.status === 401;
          setError(
            invalid
              ? "Login Failed: Invalid email or password."
              : `Login Failed: ${serverMessage(err, "Login failed")}`,
          );
          toast({ title: "Login failed", description: serverMessage(err, "Login failed"), variant: "destructive" });
        },
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Login">
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <label>
        Email
        <input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Password
        <input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <button type="submit" disabled={login.isPending}>
        {login.isPending ? "Logging in…" : "Login"}
      </button>
    </form>
  );
}
