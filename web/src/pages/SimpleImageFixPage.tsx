// Placeholder: built by the issue that owns this screen.
export default function SimpleImageFixPage() {
  return (
    <section className="page">
      <h1>Fix Article Image</h1>
    </section>
  );
}
