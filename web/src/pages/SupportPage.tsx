// Placeholder: built by the issue that owns this screen.
export default function SupportPage() {
  return (
    <section className="page">
      <h1>Support DGSN</h1>
    </section>
  );
}
