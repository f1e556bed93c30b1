// Placeholder: built by the issue that owns this screen.
export default function ReaderPage() {
  return (
    <section className="page">
      <h1>Article</h1>
    </section>
  );
}
