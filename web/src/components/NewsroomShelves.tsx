import { Link } from "react-router-dom";
import { NEWSROOM_SHELVES, type NewsroomShelf } from "../../../db/domain/newsroom/kinds";

/** Plain links above the league's grid (`?kind=`, so they work without script): all stories, or one kind. */
export function NewsroomShelves({ current }: { current: NewsroomShelf | undefined }) {
  return (
    <nav className="newsroom-shelves" aria-label="Stories by kind">
      {[undefined, ...NEWSROOM_SHELVES].map((shelf) => (
        <Link
          key={shelf ?? ""}
          to={shelf ? `?kind=${shelf}` : "?"}
          aria-current={current === shelf ? "page" : undefined}
        >
          {shelf ? shelf[0]!.toUpperCase() + shelf.slice(1) : "All"}
        </Link>
      ))}
    </nav>
  );
}
