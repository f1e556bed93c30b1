import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { AUTH_MESSAGES } from "../../../../db/domain/forms";
import { useRegister } from "../../hooks/use-auth";
import { type FieldErrors, useFormErrors } from "../../hooks/use-form-errors";
import { toast } from "../../lib/toast-store";
import { FieldError, FormError } from "../form/FieldError";
import { isNetworkError, serverMessage } from "./auth-errors";

type Field = "username" | "email" | "password" | "confirm";
const FIELDS: { name: Field; label: string; type?: string; autoComplete: string }[] = [
  { name: "username", label: "Username", autoComplete: "username" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
  { name: "confirm", label: "Confirm Password", type: "password", autoComplete: "new-password" },
];

function check(v: Record<Field, string>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const { name } of FIELDS) if (!v[name].trim()) errors[name] = AUTH_MESSAGES.registerMissing;
  if (!errors.confirm && !errors.password && v.password !== v.confirm) errors.confirm = "Passwords do not match.";
  return errors;
}

export function RegisterForm() {
  const navigate = useNavigate();
  const register = useRegister();
  const [values, setValues] = useState<Record<Field, string>>({ username: "", email: "", password: "", confirm: "" });
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
    register.mutate(
      { username: values.username.trim(), email: values.email.trim(), password: values.password },
      {
        onSuccess: (user) => {
          toast({ title: "Registration successful", description: `Welcome, ${user.username}` });
          navigate("/");
        },
        onError: (err) => {
          if (isNetworkError(err)) {
            errors.show({}, "Registration Error: An error occurred during registration. Please try again.");
            return;
          }
          const message = serverMessage(err, "An error occurred during registration.");
          errors.show({}, message);
          toast({ title: "Registration Failed", description: message, variant: "destructive" });
        },
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Register" ref={errors.rootRef}>
      <FormError errors={errors} />
      {FIELDS.map((f) => (
        <div className="form-field" key={f.name}>
          <label>
            {f.label}
            <input
              type={f.type}
              autoComplete={f.autoComplete}
              value={values[f.name]}
              onChange={set(f.name)}
              {...errors.describe(f.name)}
            />
          </label>
          <FieldError id={errors.errorId(f.name)} message={errors.errors[f.name]} />
        </div>
      ))}
      <button type="submit" disabled={register.isPending}>
        {register.isPending ? "Creating account…" : "Register"}
      </button>
    </form>
  );
}
