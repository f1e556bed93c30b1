import "./auth.css";

export function Spinner({ label }: { label: string }) {
  return (
    <div className="auth-spinner" role="status">
      <span className="auth-spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
