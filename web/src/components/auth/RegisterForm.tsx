import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useRegister } from "../../hooks/use-auth";
import { toast } from "../../lib/toast-store";
import { isNetworkError, serverMessage } from "./auth-errors";

export function RegisterForm() {
  const navigate = useNavigate();
  const register = useRegister();
  const [fields, setFields] = useState({ username: "", email: "", password: "", confirm: "" });
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { username, email, password, confirm } = fields;
    if (!username.trim() || !email.trim() || !password || !confirm) {
      setError("Please fill in all required fields.");
      return;
    }
    if (password !== confirm) {
      setError("Passwords do not match.");
      return;
    }
    setError(null);
    register.mutate(
      { username: username.trim(), email: email.trim(), password },
      {
        onSuccess: (user) => {
          toast({ title: "Registration successful", description: `Welcome, ${user.username}` });
          navigate("/");
        },
        onError: (err) => {
          if (isNetworkError(err)) {
            setError("Registration Error: An error occurred during registration. Please try again.");
            return;
          }
          const message = serverMessage(err, "An error occurred during registration.");
          setError(message);
          toast({ title: "Registration Failed", description: message, variant: "destructive" });
        },
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Register">
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <label>
        Username
        <input autoComplete="username" value={fields.username} onChange={set("username")} />
      </label>
      <label>
        Email
        <input type="email" autoComplete="email" value={fields.email} onChange={set("email")} />
      </label>
      <label>
        Password
        <input type="password" autoComplete="new-password" value={fields.password} onChange={set("password")} />
      </label>
      <label>
        Confirm Password
        <input type="password" autoComplete="new-password" value={fields.confirm} onChange={set("confirm")} />
      </label>
      <button type="submit" disabled={register.isPending}>
        {register.isPending ? "Creating account…" : "Register"}
      </button>
    </form>
  );
}
