import { Link, useSearchParams } from "react-router-dom";
import { NEWSROOM_SHELVES, type NewsroomShelf, SHELF_LABELS, shelfOf } from "../../../db/domain/newsroom/kinds";

/** The shelf asked for in the page's `?kind=` (so a shelf is a link that works without script). */
export function useNewsroomShelf(): NewsroomShelf | undefined {
  return shelfOf(useSearchParams()[0].get("kind"));
}

/** Plain links above the league's grid: all stories, or one kind (recaps, rankings, awards, transactions, injuries). */
export function NewsroomShelves() {
  const [params] = useSearchParams();
  const current = shelfOf(params.get("kind"));
  const to = (shelf: NewsroomShelf | undefined) => {
    const next = new URLSearchParams(params);
    if (shelf) next.set("kind", shelf);
    else next.delete("kind");
    const search = next.toString();
    return { search: search ? `?${search}` : "" };
  };
  return (
    <nav className="newsroom-shelves" aria-label="Stories by kind">
      <Link to={to(undefined)} aria-current={current === undefined ? "page" : undefined}>
        All
      </Link>
      {NEWSROOM_SHELVES.map((shelf) => (
        <Link key={shelf} to={to(shelf)} aria-current={current === shelf ? "page" : undefined}>
          {SHELF_LABELS[shelf]}
        </Link>
      ))}
    </nav>
  );
}
