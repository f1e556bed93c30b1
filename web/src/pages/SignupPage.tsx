// Placeholder: built by the issue that owns this screen.
export default function SignupPage() {
  return (
    <section className="page">
      <h1>Create your account</h1>
    </section>
  );
}
