import { useId } from "react";
import { useSearchParams } from "react-router-dom";
import { type GameWeek, type GameWeekFilter, gameWeekFilterOf } from "../../../db/domain";
import { WeekOptions } from "./form/WeekOptions";

/** The list's season and week filter, read from the page's `?season&week` (so a filtered list is a link). */
export function useGameWeekFilter(): GameWeekFilter {
  return gameWeekFilterOf(useSearchParams()[0]);
}

/**
 * Two selects above a list: a season (of those the list has) and a week (of those `weeks` names,
 * lib/week-choices.ts: decision 366); "All" clears each. A plain GET form, so it works before the
 * app has started and without JavaScript (its submit button is only there without script; the
 * Worker renders the filtered page). The app applies each choice at once; a choice made before it
 * has taken over submits the form (boot.js, decision 192).
 */
export function GameWeekFilterBar({ seasons, weeks }: { seasons: number[]; weeks: readonly GameWeek[] }) {
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
    <form
      className="game-week-filter"
      aria-label="Filter by season and week"
      method="get"
      onSubmit={(e) => e.preventDefault()}
    >
      <div>
        <label htmlFor={`${id}-season`}>Season</label>
        <select
          id={`${id}-season`}
          name="season"
          value={filter.season ?? ""}
          onChange={(e) => set("season", e.target.value)}
        >
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
        <select id={`${id}-week`} name="week" value={filter.week ?? ""} onChange={(e) => set("week", e.target.value)}>
          <option value="">All weeks</option>
          <WeekOptions weeks={weeks} />
        </select>
      </div>
      <noscript>
        <button type="submit" className="button">
          Show stories
        </button>
      </noscript>
    </form>
  );
}
