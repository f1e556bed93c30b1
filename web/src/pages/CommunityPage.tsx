// Placeholder: built by the issue that owns this screen.
export default function CommunityPage() {
  return (
    <section className="page">
      <h1>DGSN Community</h1>
    </section>
  );
}
