// Placeholder: built by the issue that owns this screen.
export default function HomePage() {
  return (
    <section className="page">
      <h1>DGSN</h1>
    </section>
  );
}
