// Placeholder: built by the issue that owns this screen.
export default function EditPage() {
  return (
    <section className="page">
      <h1>Edit Article</h1>
    </section>
  );
}
