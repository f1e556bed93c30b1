// The league data export (Madden Companion App shape, forwarded by league bots such as Snallabot):
// its data types, list names and weeks (decision 222). Browser-safe: the upload page uses it too.

/** What one export route carries, and the list its body holds the rows in. */
export const EXPORT_LISTS = {
  team: "leagueTeamInfoList",
  standing: "teamStandingInfoList",
  schedule: "gameScheduleInfoList",
  teamstats: "teamStatInfoList",
  passing: "playerPassingStatInfoList",
  rushing: "playerRushingStatInfoList",
  receiving: "playerReceivingStatInfoList",
  defense: "playerDefensiveStatInfoList",
  kicking: "playerKickingStatInfoList",
  punting: "playerPuntingStatInfoList",
  roster: "rosterInfoList",
  freeagent: "rosterInfoList",
} as const;
export type ExportKind = keyof typeof EXPORT_LISTS;

/** The weekly data types of `/week/{reg|pre}/{n}/{type}`: the URL word is the kind, schedules aside. */
export const WEEKLY_TYPES = {
  schedules: "schedule",
  teamstats: "teamstats",
  passing: "passing",
  rushing: "rushing",
  receiving: "receiving",
  defense: "defense",
  kicking: "kicking",
  punting: "punting",
} as const satisfies Record<string, ExportKind>;

/** The player stat groups a finished game's box score is built from. */
export const PLAYER_STAT_KINDS = ["passing", "rushing", "receiving", "defense", "kicking", "punting"] as const;

/** `stageIndex` of the export: 0 preseason, 1 regular season (the playoffs are regular-stage weeks 19–23). */
export const STAGES = { pre: 0, reg: 1 } as const;

/** `status` of a scheduled game: 1 = not played; 2 away win, 3 home win, 4 tie (as sent). */
export const GAME_NOT_PLAYED = 1;

/**
 * The export's `winLossStreak` is an unsigned byte: 1..127 is a winning streak, and a losing streak
 * wraps below zero (255 = one loss, 254 = two). Returns the streak signed: wins > 0, losses < 0.
 */
export function signedStreak(sent: number): number {
  if (!Number.isInteger(sent) || sent <= 0 || sent > 255) return 0;
  return sent > 127 ? sent - 256 : sent;
}

/** The export's unsigned byte for a signed streak (fixtures and tests write what the export sends). */
export const exportedStreak = (signed: number) => (signed < 0 ? 256 + signed : signed);

/**
 * The URL's week is 1-based; `weekIndex` is 0-based. Regular season weeks 1–18, then the playoffs:
 * 19 wild card, 20 divisional, 21 conference, 23 Super Bowl (22 is the Pro Bowl week, never sent).
 */
export function weekIndexOfUrl(stage: keyof typeof STAGES, week: number): number | null {
  if (!Number.isInteger(week) || week < 1) return null;
  if (stage === "pre") return week <= 4 ? week - 1 : null;
  return week <= 23 && week !== 22 ? week - 1 : null;
}

/** A week's name for pages and stories, from the 0-based `weekIndex` of a regular-stage game. */
export function weekLabel(stage: number, weekIndex: number): string {
  if (stage === STAGES.pre) return `Preseason week ${weekIndex + 1}`;
  const week = weekIndex + 1;
  if (week <= 18) return `Week ${week}`;
  return (
    (
      { 19: "Wild Card Round", 20: "Divisional Round", 21: "Conference Championship", 23: "Super Bowl" } as Record<
        number,
        string
      >
    )[week] ?? `Week ${week}`
  );
}

/** A week as the season pages name it: stage (0 pre, 1 regular) and 0-based week index. */
export interface WeekRef {
  stage: number;
  week: number;
}

/** A week in a season page's URL: "pre-1".."pre-4", "1".."23". */
export const weekSlug = (w: WeekRef) => (w.stage === STAGES.pre ? `pre-${w.week + 1}` : String(w.week + 1));

export function parseWeekSlug(slug: string): WeekRef | null {
  const m = /^(pre-)?([1-9]\d?)$/.exec(slug);
  if (!m) return null;
  const week = Number(m[2]) - 1;
  if (m[1]) return week < 4 ? { stage: STAGES.pre, week } : null;
  return week < 23 ? { stage: STAGES.reg, week } : null;
}
