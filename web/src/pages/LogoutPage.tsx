// Placeholder: built by the issue that owns this screen.
export default function LogoutPage() {
  return (
    <section className="page">
      <h1>Logging you out...</h1>
    </section>
  );
}
