// Placeholder: built by the issue that owns this screen.
export default function AccountPage() {
  return (
    <section className="page">
      <h1>My Account</h1>
    </section>
  );
}
