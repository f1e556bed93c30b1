// The shape of a persona's voice for the built-in writer. A voice holds only phrasing: every fact
// (names, teams, numbers, the author's words) arrives in the arguments, so no template can invent one.
import type { Shape, Verdict } from "./facts";

/** The parts a recap is built from; a voice orders them and the game's shape moves one to the front. */
export type Section = "hinge" | "winner" | "loser" | "defence" | "totals" | "quotes";

export interface GameArgs {
  /** Winner and loser full names (first mention, in the lede). */
  Wf: string;
  Lf: string;
  /** Nicknames ("Lumberjacks"). */
  W: string;
  L: string;
  /** "27-24", winner first. */
  score: string;
  /** The winner's and the loser's points. */
  won: number;
  lost: number;
  margin: number;
  /** The persona's phrase for the game's shape (from `shapes`). */
  how: string;
  /** " at Timberline Field", or "". */
  at: string;
}

export interface TieArgs {
  H: string;
  A: string;
  score: string;
  at: string;
}

export interface PlayerArgs {
  /** The player as named here: with his team on first mention or after a player of the other side. */
  who: string;
  /** A noun phrase of his numbers ("22-of-31 passing for 301 yards and 3 touchdowns"). */
  line: string;
  /** The numbers behind the verdict ("a 71% completion rate", "2 interceptions"); "" for a plain line. */
  why: string;
}

export interface CloseArgs {
  W: string;
  L: string;
  score: string;
  margin: number;
  /** The winner's best performer as named here, or "the <winner>" when no row stands out. */
  star: string;
}

export interface SeasonArgs {
  /** The team's nickname ("Rattlers"). */
  T: string;
  /** Its record after the game ("2-1"). */
  r: string;
  /** "host the Harbor City Gulls" or "visit the Harbor City Gulls". */
  go: string;
  /** "Week 4". */
  week: string;
}

export interface NewsArgs {
  /** The author's title, without its closing punctuation. */
  title: string;
  /** The author's category as a noun: "trade", "team update", "story" (general), … Use as "this <what>". */
  what: string;
}

/**
 * What the league's data proves about the people and teams a news story names, in the persona's words
 * (decisions 297, 331). Each keeps whole what the news checker reads (claims/news-claims.ts), with the
 * player (`who`) or team (`T`) before it: "a ${age}-year-old ${pos}" then `team` (" for the X" or ""),
 * "${left} left on a ${length}-year contract", "out ${out}", the totals and then "on the season" and
 * "through ${through}", and "are ${r} through ${through}". No other number, name or verdict.
 */
export interface NewsFactLines {
  bio: Line<{ who: string; age: number; pos: string; team: string }>[];
  contract: Line<{ who: string; left: string; length: number }>[];
  injury: Line<{ who: string; out: string }>[];
  season: Line<{ who: string; totals: string; through: string }>[];
  record: Line<{ T: string; r: string; through: string }>[];
}

type Line<A> = (a: A) => string;
export type ByVerdict = Record<Verdict, Line<PlayerArgs>[]>;

export interface Voice {
  /** Order of the sections after the lede. */
  order: Section[];
  /** At least 6; one or two sentences naming winner, loser and score, with `how`. */
  openings: Line<GameArgs>[];
  ties: Line<TieArgs>[];
  /** The persona's words for each shape; facts only through the arguments. */
  shapes: Record<Exclude<Shape, "tie">, Line<GameArgs>[]>;
  qb: ByVerdict;
  runner: ByVerdict;
  receiver: ByVerdict;
  defender: Record<"good" | "plain", Line<PlayerArgs>[]>;
  /** Wraps the clause that says what decided the game. */
  hinge: Line<string>[];
  /** Wraps the clause of team totals. */
  totals: Line<string>[];
  /** At least 6. */
  closings: Line<CloseArgs>[];
  tieClosings: Line<TieArgs>[];
  /**
   * The season lines in the persona's words (decision 294): a record after a win or a loss, and the
   * next game. A record follows "to", "at", "are" or "record of", and a next game says "next" and
   * the week, as the claim checker reads them (claims/context-claims.ts).
   */
  season: Record<"won" | "lost", Line<Pick<SeasonArgs, "T" | "r">>[]> & {
    next: Line<Omit<SeasonArgs, "r">>[];
    /** `spot` "tied for first place in the North", `rival` ", 1-0 in the division" or "". */
    place: Line<{ T: string; spot: string; rival: string }>[];
    /** A record with what the result did to a streak or a first win: `parts` "snapped a two-game losing streak". */
    streak: Line<{ T: string; r: string; parts: string }>[];
    /** "avenged their ${week} defeat" kept whole. */
    avenged: Line<{ T: string; week: string }>[];
    /** "leads the league with ${total} ${stat}" kept whole; `stat` ends "on the season" (a season total, not the game's). */
    lead: Line<{ who: string; total: number; stat: string }>[];
    /** "a season high in ${stat} for ${who}" kept whole: `stat` "passing yards", `who` the player as named. */
    high: Line<{ who: string; stat: string }>[];
  };
  news: {
    /** A short lead-in that states the title, before the author's own first paragraph. */
    openings: Line<NewsArgs>[];
  } & NewsFactLines;
}
