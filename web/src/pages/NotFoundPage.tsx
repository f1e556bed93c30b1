// Placeholder: built by the issue that owns this screen.
export default function NotFoundPage() {
  return (
    <section className="page">
      <h1>Page Not Found</h1>
    </section>
  );
}
