// Placeholder: built by the issue that owns this screen.
export default function LoginPage() {
  return (
    <section className="page">
      <h1>Login</h1>
    </section>
  );
}
