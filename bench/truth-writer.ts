// "Writer named as a player" for the truth benchmark (decision 335): the brief names its writer, and
// a model told "You are Theo Okonkwo, X's and O's Specialist for DGSN" may sign its draft. The true
// version is a correct draft signed the ways a model does; the false one gives the writer a real
// player's stat line, by surname or full name. Games where a player shares the writer's surname
// are left out (there the name is that player's).
import type { PlayerStat } from "../db/domain";
import { type GeneratedGame, mulberry32 } from "../db/seed/games";
import type { ArticleBrief } from "../worker/services/ai/types";
import { correctDraft } from "./truth-drafts";

type Persona = ArticleBrief["persona"];
const pick = <T>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
/** The writer's name as a model writes it: without a quoted nickname ("Deshawn Whitfield"). */
const plainName = (p: Persona) => p.name.replace(/\s*["“][^"”]*["”]/g, "");
const surnameOf = (name: string) => name.split(/\s+/).at(-1)!;

function signed(r: () => number, text: string, p: Persona): string {
  const name = plainName(p);
  return pick(r, [
    `${text}\n\n— ${name}`,
    `${text}\n\n— ${name}, ${p.role}, DGSN`,
    `By ${name}\n\n${text}`,
    `I'm ${name}, and here is how it went. ${text}`,
    `This is ${name} with the story. ${text}`,
    `${text}\n\n${name} reporting for DGSN.`,
    `${text} — ${surnameOf(name)}`,
  ]);
}

function asPlayer(r: () => number, g: GeneratedGame, p: Persona): string {
  const name = pick(r, [plainName(p), surnameOf(plainName(p))]);
  const rows = (pos: PlayerStat["position"]) => g.players.filter((x) => x.position === pos);
  const wr = pick(r, rows("WR"));
  const rb = pick(r, rows("RB"));
  const def = pick(r, rows("DEF"));
  return pick(r, [
    `${name} added a late catch.`,
    `${name} caught ${wr.receptions} passes for ${wr.receivingYards} yards.`,
    `${name} ran for ${rb.rushingYards} yards on ${rb.carries} carries.`,
    `${name} finished with ${def.tackles} tackles.`,
    `The ${wr.team} kept finding ${name}, who caught ${wr.receptions} passes.`,
  ]);
}

export interface WriterCase {
  seed: number;
  truth: string;
  lie: string;
}

/** A signed correct draft and a draft where the writer holds a stat line, for a game and its writer. */
export function writerCase(g: GeneratedGame, persona: Persona): WriterCase | null {
  const surname = surnameOf(plainName(persona)).toLowerCase();
  if (g.players.some((x) => x.name.toLowerCase().split(/\s+/).includes(surname))) return null;
  const r = mulberry32(g.seed * 7919 + 335);
  const base = correctDraft(g, 0).text;
  return { seed: g.seed, truth: signed(r, base, persona), lie: `${base} ${asPlayer(r, g, persona)}` };
}
