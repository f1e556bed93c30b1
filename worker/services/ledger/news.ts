// What the league's export proves about the players and teams a news story names (issue 38 item 5,
// decision 297): each named player's position, age, team, contract, injury and season totals from
// the roster and the stat rows, each named team's record, counted through the last week with results.
// Pure, like the game ledger: load.ts reads the season, this only takes data.

import { STAGES, weekLabel } from "../../../db/domain/league-export";
import { rosterName } from "../../../db/domain/player-names";
import { nickname } from "../ai/builtin/facts";
import { teamName } from "../league-export/box-score";
import { seasonTotals } from "./players";
import { add, countedThrough, emptyRecord, outcome, resultsSource, weeksComplete } from "./results";
import { seasonView } from "./teams";
import type { NewsLedger, NewsPlayer, NewsTeam, SeasonData } from "./types";

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
const str = (v: unknown) => (typeof v === "string" ? v : "");
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The name as a whole word run of the text (so "Drake Mayfield" is not found in "Drake Mayfields"). */
const names = (text: string, name: string) =>
  name.trim() !== "" && new RegExp(`(?<![\\p{L}])${escapeRe(name.trim())}(?![\\p{L}])`, "iu").test(text);

/** The facts of the players and teams named in `text` (title, details and quotes as typed). */
export function newsLedger(data: SeasonData, text: string): NewsLedger {
  const v = seasonView(data);
  const stage = STAGES.reg;
  const played = v.played.filter((g) => g.stage === stage);
  const last = played.length ? Math.max(...played.map((g) => g.week)) : null;
  const through = last === null ? null : countedThrough(stage, last);
  const complete = through !== null && weeksComplete(data.schedule, stage, through);
  const totals = through === null ? new Map() : seasonTotals(data, stage, through);
  const source = through === null ? "" : resultsSource(through);

  const teamNamed = (r: Record<string, unknown>) => {
    const id = num(r.teamId);
    return id !== null && v.teamsById.has(id) && names(text, teamName(v.teamsById, id));
  };
  const rows = data.roster
    .map((r) => ({ r, name: rosterName(str(r.firstName), str(r.lastName)) }))
    .filter((x) => x.name.full.includes(" ") && names(text, x.name.full));
  // A full name two roster rows share is his only when the story also names his team and not the other's.
  const players: NewsPlayer[] = rows
    .filter((x) => {
      const same = rows.filter((o) => o.name.full === x.name.full);
      return same.length === 1 || (teamNamed(x.r) && same.filter((o) => teamNamed(o.r)).length === 1);
    })
    .map(({ r, name }) => {
      const id = num(r.rosterId) ?? 0;
      const teamId = num(r.teamId);
      const length = num(r.contractLength);
      const yearsLeft = num(r.contractYearsLeft);
      const injury = num(r.injuryLength);
      const mine = totals.get(id);
      return {
        rosterId: id,
        full: name.full,
        surname: name.surname,
        position: str(r.position) || null,
        age: num(r.age),
        team: teamId && r.isFreeAgent !== true && v.teamsById.has(teamId) ? teamName(v.teamsById, teamId) : null,
        contract: length && yearsLeft !== null && yearsLeft <= length ? { length, yearsLeft } : null,
        injuryWeeks: injury && injury > 0 ? injury : null,
        totals: mine && Object.keys(mine).length ? { value: mine, source } : null,
      };
    });

  const teams: NewsTeam[] = [...v.teamsById.keys()].flatMap((id) => {
    const name = teamName(v.teamsById, id);
    const nick = nickname(name);
    // A team is named by its full name, or by a nickname no other team of the league shares.
    const shared = [...v.teamsById.keys()].some((o) => o !== id && nickname(teamName(v.teamsById, o)) === nick);
    if (!names(text, name) && (shared || !names(text, nick))) return [];
    const record = emptyRecord();
    const games = played.filter((g) => g.week <= (through ?? -1) && (g.home === id || g.away === id));
    for (const g of games) add(record, outcome(g, id));
    return [{ name, nickname: nick, record: complete && games.length ? { value: record, source } : null }];
  });
  return { through: through === null ? null : weekLabel(stage, through), players, teams };
}
