import { Link } from "react-router-dom";
import { useCurrentUser } from "../hooks/use-current-user";
import { ALL_LIMIT, useRecapList } from "../hooks/use-recaps";

/** How many articles the signed-in user has; 0 for a visitor (no request then). */
function useSavedCount(): number {
  const { user } = useCurrentUser();
  const list = useRecapList(ALL_LIMIT, user !== null);
  if (!user) return 0;
  return list.data?.recaps.filter((r) => r.userId === user.id).length ?? 0;
}

/** The five tiles under 'What do you want to generate today?'. */
export function HomeTiles() {
  const saved = useSavedCount();
  const tiles = [
    { to: "/create?type=game_recap", icon: "🏈", label: "Create a Game Recap" },
    { to: "/create?type=news", icon: "📰", label: "Create a News Update" },
    { to: "/my-articles", icon: "💾", label: "View Your Saved Recaps", badge: saved },
    { to: "/community", icon: "🏟️", label: "Enjoy the Community Hub" },
    { to: "/support", icon: "☕", label: "Support Us" },
  ];
  return (
    <ul className="tiles">
      {tiles.map((t) => (
        <li key={t.label}>
          <Link to={t.to} className="tile">
            <span className="tile__icon emoji" aria-hidden="true">
              {t.icon}
            </span>
            {t.label}
            {t.badge !== undefined && (
              <span className="tile__badge">
                {t.badge}
                <span className="visually-hidden"> saved</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
