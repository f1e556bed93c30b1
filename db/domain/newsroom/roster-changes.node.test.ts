import { describe, expect, it } from "vitest";
import {
  baselineRosters,
  CHANGES,
  changedRosters,
  renumberedRosters,
  resentRosters,
} from "../../seed/newsroom-fixtures";
import { rosterArticleKey } from "./keys";
import { rosterArticles } from "./roster-articles";
import { type RosterChange, type RosterSnapshot, rosterChanges, unseenChanges } from "./roster-changes";

const names = (ps: { name: string }[]) => ps.map((p) => p.name);
const byKind = (changes: RosterChange[], kind: RosterChange["kind"]) => changes.filter((c) => c.kind === kind);
const playerAt = (s: RosterSnapshot, team: number, slot: number) => s.rosters[team]!.players[slot]!;
const nameAt = (s: RosterSnapshot, team: number, slot: number) =>
  `${playerAt(s, team, slot).firstName} ${playerAt(s, team, slot).lastName}`;

describe("roster changes between two exports", () => {
  const base = baselineRosters();
  const changes = rosterChanges(base, changedRosters());

  it("treats the league's first roster export as the baseline: no news", () => {
    expect(rosterChanges(null, base)).toEqual([]);
  });

  it("finds exactly the fixture's changes", () => {
    expect(changes.map((c) => c.kind).sort()).toEqual(["extension", "injury", "injury", "release", "signing", "trade"]);
  });

  it("groups a two-for-one swap into one trade with both sides", () => {
    const [trade] = byKind(changes, "trade") as Extract<RosterChange, { kind: "trade" }>[];
    const { from, to, sent, back } = CHANGES.trade;
    const sides = trade!.teams.map((t, i) => [t.name, names(trade!.gets[i]!)]);
    expect(sides).toEqual(
      expect.arrayContaining([
        [`${base.teams[to]!.cityName} ${base.teams[to]!.nickName}`, sent.map((s) => nameAt(base, from, s)).sort()],
        [`${base.teams[from]!.cityName} ${base.teams[from]!.nickName}`, [nameAt(base, to, back)]],
      ]),
    );
  });

  it("reads a signing, a release, two injuries (one to injured reserve, with its length) and an extension", () => {
    expect(byKind(changes, "signing")).toMatchObject([
      { player: { name: "Dante Whitlock" }, team: { short: "Comets" } },
    ]);
    expect(byKind(changes, "release")).toMatchObject([
      { player: { name: nameAt(base, 3, 5) }, team: { short: "Dragoons" } },
    ]);
    expect(byKind(changes, "injury")).toMatchObject([
      { player: { name: nameAt(base, 4, 0) }, weeks: 3, injuredReserve: false },
      { player: { name: nameAt(base, 5, 18) }, weeks: 8, injuredReserve: true },
    ]);
    expect(byKind(changes, "extension")).toMatchObject([
      {
        player: { name: nameAt(base, 6, 12) },
        before: { yearsLeft: 2, length: 3 },
        after: { yearsLeft: 4, length: 5 },
      },
    ]);
  });

  it("makes one article per kind, not one per change", () => {
    expect(rosterArticles(changes).map((a) => [a.kind, a.changes.length])).toEqual([
      ["injury-report", 2],
      ["trade", 1],
      ["transactions", 2],
      ["contracts", 1],
    ]);
  });

  it("reads a title update that renumbers every team and roster id as no change at all", () => {
    expect(rosterChanges(changedRosters(), renumberedRosters())).toEqual([]);
    // And the changes found across the renumbering are the same changes, with the same keys.
    expect(rosterChanges(base, renumberedRosters()).map((c) => c.key)).toEqual(changes.map((c) => c.key));
  });

  it("keys each roster article by its changes, the same across a renumbering", () => {
    const keys = (next: RosterSnapshot) => rosterArticles(rosterChanges(base, next)).map(rosterArticleKey);
    expect(keys(renumberedRosters())).toEqual(keys(changedRosters()));
    expect(keys(changedRosters())[0]).toMatch(/^injury-report:injury:/);
  });

  it("finds nothing new in a re-sent export", () => {
    expect(rosterChanges(changedRosters(), resentRosters())).toEqual([]);
    const seen = new Set(changes.map((c) => c.key));
    expect(unseenChanges(rosterChanges(base, resentRosters()), seen)).toEqual([]);
  });

  it("says nothing of a departure when the export carries no free-agent pool", () => {
    const next = { ...changedRosters(), freeAgents: null };
    expect(byKind(rosterChanges(base, next), "release")).toEqual([]);
    expect(byKind(rosterChanges(base, next), "retirement")).toEqual([]);
  });

  it("reads a player gone from every roster and the pool as retired", () => {
    const next = changedRosters();
    const gone = next.rosters[9]!.players.splice(2, 1)[0]!;
    expect(byKind(rosterChanges(base, next), "retirement")).toMatchObject([
      { player: { name: `${gone.firstName} ${gone.lastName}` }, team: { short: "Jackals" } },
    ]);
  });

  it("reads a rookie with a draft round joining a team as a draft pick", () => {
    const next = changedRosters();
    next.rosters[7]!.players.push({
      rosterId: 1,
      teamId: next.rosters[7]!.teamId,
      firstName: "Rookie",
      lastName: "Langford",
      position: "WR",
      yearsPro: 0,
      draftRound: 2,
      draftPick: 15,
      presentationId: 1,
      birthYear: 2004,
      birthMonth: 1,
      birthDay: 1,
    });
    expect(byKind(rosterChanges(base, next), "draft")).toMatchObject([
      { round: 2, pick: 15, team: { short: "Hornets" } },
    ]);
  });

  it("calls a one-way move a move, not a trade", () => {
    const next = baselineRosters();
    const [moved] = next.rosters[10]!.players.splice(0, 1);
    next.rosters[11]!.players.push({ ...moved!, teamId: next.rosters[11]!.teamId });
    expect(rosterChanges(base, next).map((c) => c.kind)).toEqual(["move"]);
  });

  it("makes no news of a player whose identity the export holds twice, nor of a team it did not send", () => {
    const next = changedRosters();
    next.rosters[12]!.players.push({ ...playerAt(next, 13, 0), teamId: next.rosters[12]!.teamId });
    expect(
      rosterChanges(base, next)
        .map((c) => c.kind)
        .sort(),
    ).toEqual(["extension", "injury", "injury", "release", "signing", "trade"]);
    const partial = { ...changedRosters(), rosters: changedRosters().rosters.filter((_, i) => i !== 1) };
    expect(byKind(rosterChanges(base, partial), "trade")).toEqual([]);
  });
});
