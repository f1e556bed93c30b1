import type { CSSProperties } from "react";
import {
  type PlayerStat,
  POSITIONS,
  type Position,
  STATS,
  type StatKey,
  type StoryPlayerNames,
} from "../../../../db/domain/players";

const POSITION_TITLES: Record<Position, string> = {
  QB: "Passing",
  RB: "Rushing",
  WR: "Receiving",
  DEF: "Defense",
};

const sameTeam = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** The stats at least one of these players has: the columns worth a place on a phone. */
const columnsOf = (rows: PlayerStat[]) =>
  (Object.keys(STATS) as StatKey[]).filter((k) => rows.some((p) => p[k] !== undefined && p[k] !== null));

interface Props {
  homeTeam: string | null;
  awayTeam: string | null;
  players: PlayerStat[];
  /** The roster's full names the story was written with, by line id (decision 330). */
  names: StoryPlayerNames | null;
}

/**
 * The confirmed box score under a published recap, one block per team and one small table per
 * position, with only the stats that were confirmed. Wide tables scroll inside their own box.
 */
export function GameBoxScore({ homeTeam, awayTeam, players, names }: Props) {
  if (players.length === 0) return null;
  const teams = [homeTeam, awayTeam].filter((t): t is string => !!t?.trim());
  // A row whose team is neither of the game's (older data) still shows, under its own name.
  for (const p of players) if (p.team.trim() && !teams.some((t) => sameTeam(t, p.team))) teams.push(p.team);
  return (
    <section className="story-box" aria-labelledby="story-box-title">
      <h2 id="story-box-title">Box score</h2>
      {teams.map((team) => {
        const rows = players.filter((p) => sameTeam(p.team, team));
        if (rows.length === 0) return null;
        return (
          <section key={team} className="story-box__team" aria-label={`${team} box score`}>
            <h3>{team}</h3>
            {POSITIONS.map((position) => {
              const group = rows.filter((p) => p.position === position);
              if (group.length === 0) return null;
              const columns = columnsOf(group);
              return (
                <section
                  key={position}
                  className="story-box__scroll"
                  aria-label={`${team} ${POSITION_TITLES[position].toLowerCase()}`}
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls here; a keyboard must reach it
                  tabIndex={0}
                  // Its height before it is laid out on a phone (reader.css, decision 325).
                  style={{ "--rows": group.length + 1 } as CSSProperties}
                >
                  <table className="story-box__table">
                    <caption>
                      {team} {POSITION_TITLES[position].toLowerCase()}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{POSITION_TITLES[position]}</th>
                        {columns.map((k) => (
                          <th scope="col" key={k}>
                            {STATS[k].short}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {group.map((p) => (
                        <tr key={p.id || p.name}>
                          <th scope="row">{names?.[p.id] ?? p.name}</th>
                          {columns.map((k) => (
                            <td key={k}>{p[k] ?? "–"}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </section>
              );
            })}
          </section>
        );
      })}
    </section>
  );
}
