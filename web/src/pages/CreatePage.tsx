// Placeholder: built by the issue that owns this screen.
export default function CreatePage() {
  return (
    <section className="page">
      <h1>Create New Article</h1>
    </section>
  );
}
