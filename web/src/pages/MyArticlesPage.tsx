// Placeholder: built by the issue that owns this screen.
export default function MyArticlesPage() {
  return (
    <section className="page">
      <h1>My Articles</h1>
    </section>
  );
}
