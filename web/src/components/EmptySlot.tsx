import { Link } from "react-router-dom";

/** Where a headline would be: an invitation to write one. */
export function EmptySlot() {
  return (
    <div className="empty-slot">
      <p>No additional stories to display.</p>
      <Link to="/create" className="button">
        Create New Story
      </Link>
    </div>
  );
}
