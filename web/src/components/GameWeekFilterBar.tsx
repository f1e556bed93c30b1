import { useId } from "react";
import { useSearchParams } from "react-router-dom";
import { type GameWeekFilter, isGameWeek } from "../../../db/domain";
import { WeekOptions } from "./form/WeekOptions";

/** The list's season and week filter, read from the page's `?season&week` (so a filtered list is a link). */
export function useGameWeekFilter(): GameWeekFilter {
  const [params] = useSearchParams();
  const season = Number(params.get("season"));
  const week = params.get("week");
  return {
    ...(Number.isInteger(season) && season > 0 ? { season } : {}),
    ...(isGameWeek(week) ? { week } : {}),
  };
}

/** Two selects above a list: a season (of those the list has) and a week; "All" clears each. */
export function GameWeekFilterBar({ seasons }: { seasons: number[] }) {
  const [, setParams] = useSearchParams();
  const filter = useGameWeekFilter();
  const id = useId();
  const set = (name: "season" | "week", value: string) => {
    // From the address as it is now, not as this render saw it: two quick changes (season, then
    // week) must both stay, and the second must not undo the first.
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const known = [...new Set([...seasons, ...(filter.season ? [filter.season] : [])])].sort((a, b) => b - a);
  return (
    <form className="game-week-filter" aria-label="Filter by season and week" onSubmit={(e) => e.preventDefault()}>
      <div>
        <label htmlFor={`${id}-season`}>Season</label>
        <select id={`${id}-season`} value={filter.season ?? ""} onChange={(e) => set("season", e.target.value)}>
          <option value="">All seasons</option>
          {known.map((s) => (
            <option key={s} value={s}>
              Season {s}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-week`}>Week</label>
        <select id={`${id}-week`} value={filter.week ?? ""} onChange={(e) => set("week", e.target.value)}>
          <option value="">All weeks</option>
          <WeekOptions />
        </select>
      </div>
    </form>
  );
}
