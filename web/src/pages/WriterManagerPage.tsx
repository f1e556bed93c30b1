// Placeholder: built by the issue that owns this screen.
export default function WriterManagerPage() {
  return (
    <section className="page">
      <h1>Writer Personas</h1>
    </section>
  );
}
