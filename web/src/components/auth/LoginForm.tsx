import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { AUTH_MESSAGES } from "../../../../db/domain/forms";
import { useLogin } from "../../hooks/use-auth";
import { type FieldErrors, useFormErrors } from "../../hooks/use-form-errors";
import { ApiRequestError } from "../../lib/api";
import { toast } from "../../lib/toast-store";
import { FieldError, FormError } from "../form/FieldError";
import { isNetworkError, serverMessage } from "./auth-errors";

type Field = "email" | "password";
const check = (v: Record<Field, string>): FieldErrors<Field> => ({
  ...(v.email.trim() ? {} : { email: AUTH_MESSAGES.loginMissing }),
  ...(v.password ? {} : { password: AUTH_MESSAGES.loginMissing }),
});

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState<Record<Field, string>>({ email: "", password: "" });
  const errors = useFormErrors<Field>();
  const set = (name: Field) => (e: { target: { value: string } }) => {
    const next = { ...values, [name]: e.target.value };
    setValues(next);
    errors.revalidate(check(next));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = check(values);
    if (Object.keys(problems).length > 0) return errors.show(problems);
    errors.clear();
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (user) => {
          toast({ title: "Login successful", description: `Welcome back, ${user.username}` });
          navigate("/");
        },
        onError: (err) => {
          if (isNetworkError(err)) {
            errors.show({}, "Login Error: An error occurred during login. Please try again.");
            return;
          }
          const invalid = err instanceof ApiRequestError && err.status === 401;
          errors.show(
            {},
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
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Login" ref={errors.rootRef}>
      <FormError errors={errors} />
      <div className="form-field">
        <label>
          Email
          <input
            type="email"
            autoComplete="username"
            value={values.email}
            onChange={set("email")}
            {...errors.describe("email")}
          />
        </label>
        <FieldError id={errors.errorId("email")} message={errors.errors.email} />
      </div>
      <div className="form-field">
        <label>
          Password
          <input
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={set("password")}
            {...errors.describe("password")}
          />
        </label>
        <FieldError id={errors.errorId("password")} message={errors.errors.password} />
      </div>
      <button type="submit" disabled={login.isPending}>
        {login.isPending ? "Logging in…" : "Login"}
      </button>
    </form>
  );
}
