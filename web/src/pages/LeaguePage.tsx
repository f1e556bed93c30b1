// Placeholder: built by the issue that owns this screen.
export default function LeaguePage() {
  return (
    <section className="page">
      <h1>League</h1>
    </section>
  );
}
