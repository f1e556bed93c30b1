// The playoff picture: per conference the seeds in order, the division leaders, the teams in the
// hunt and the teams eliminated. "Clinched" and "eliminated" are written only from the export's
// playoff status (the domain leaves `mark` null otherwise).
import type { ConferencePicture, PlayoffMark, PlayoffPicture, PlayoffTeam } from "../../../../../db/domain/newsroom";
import { recordText } from "../../../../../db/domain/newsroom";
import { framed, type NewsroomDraft } from "./draft";
import { list, weekName } from "./words";

const MARK: Record<PlayoffMark, string> = {
  "clinched-top-seed": "clinched the top seed",
  "clinched-division": "clinched the division",
  "clinched-berth": "clinched a playoff berth",
  eliminated: "eliminated",
};

const record = (t: PlayoffTeam) => recordText({ wins: t.wins, losses: t.losses, ties: t.ties });
const behind = (g: number) =>
  g === 0 ? "level with the last seed" : `${g} ${g === 1 ? "game" : "games"} behind the last seed`;

function conference(c: ConferencePicture): string[] {
  const seeds = c.seeds.map(
    (t) => `${t.seed}. ${t.team.name} (${record(t)})${t.mark && t.mark !== "eliminated" ? `, ${MARK[t.mark]}` : ""}`,
  );
  const out = [`${c.conference} seeds: ${seeds.join("; ")}.`];
  if (c.divisionLeaders.length)
    out.push(`Division leaders: ${list(c.divisionLeaders.map((t) => `the ${t.team.short} in the ${t.division}`))}.`);
  out.push(
    c.hunt.length
      ? `In the hunt: ${list(c.hunt.map((t) => `the ${t.team.name} (${record(t)}), ${behind(t.gamesBehind)}`))}.`
      : "No team outside the seeds is within reach of the last seed.",
  );
  if (c.eliminated.length)
    out.push(`Eliminated: ${list(c.eliminated.map((t) => `the ${t.team.name} (${record(t)})`))}.`);
  return out;
}

export function playoffTitle(p: PlayoffPicture): string {
  const tops = p.conferences.flatMap((c) =>
    c.seeds[0] ? [`the ${c.seeds[0].team.short} top the ${c.conference}`] : [],
  );
  return `${weekName(p.week)} playoff picture: ${list(tops)}`;
}

export function writePlayoffPicture(p: PlayoffPicture, personaId: string): NewsroomDraft {
  const title = playoffTitle(p);
  const paragraphs = p.conferences.map((c) => conference(c).join(" "));
  return { kind: "playoffs", title, category: "playoffs", body: framed(personaId, "playoffs", title, paragraphs) };
}
