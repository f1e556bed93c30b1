import type { RecapListFilter } from "../../../db/domain";
import { weekSlug } from "../../../db/domain/league-export";
import type { SeasonPart } from "../../../worker/contract";
// Every TanStack Query key comes from here, so invalidation after a write is exact.
export const queryKeys = {
  recaps: {
    all: ["recaps"] as const,
    list: (limit: number, page = 1, filter: RecapListFilter = {}) =>
      Object.values(filter).every((v) => v === undefined)
        ? (["recaps", "list", limit, page] as const)
        : ([
            "recaps",
            "list",
            limit,
            page,
            filter.season ?? "",
            filter.week ?? "",
            filter.kind ?? "",
            filter.league ?? "",
          ] as const),
    detail: (id: number) => ["recaps", "detail", id] as const,
    boxScore: (id: number) => ["recaps", "box-score", id] as const,
    mine: ["recaps", "mine"] as const,
  },
  reactions: {
    all: ["reactions"] as const,
    forRecap: (id: number) => ["reactions", "recap", id] as const,
    batch: (ids: readonly number[]) => ["reactions", "batch", [...ids].sort((a, b) => a - b).join(",")] as const,
    mine: (id: number) => ["reactions", "mine", id] as const,
  },
  writers: ["writers"] as const,
  reporterVotes: ["writers", "votes"] as const,
  myReporterVote: ["account", "vote"] as const,
  leagueIcons: ["league-icons"] as const,
  league: (league: string) => ["league", league] as const,
  /** The commissioner's view: invite code, members, stories to rewrite. */
  leagueManage: (league: string) => ["league", league, "manage"] as const,
  /** The caller's membership of a league, and whether they manage it (its page's remove controls). */
  leagueMembership: (league: string) => ["league", league.toLowerCase(), "membership"] as const,
  /** The commissioner's newsroom settings and held articles (decision 311). */
  leagueNewsroom: (league: string) => ["league", league, "newsroom"] as const,
  /** Season pages (issue 22): the league as its URL names it, and `latest` or a season number. */
  leagueSeason: (league: string, season: number | "latest", part: SeasonPart) =>
    [
      "league-season",
      league,
      season,
      part.page,
      part.page === "schedule" && part.week ? weekSlug(part.week) : "",
    ] as const,
  leagueTeam: (league: string, season: number | "latest", teamId: number) =>
    ["league-season", league, season, "team", teamId] as const,
  user: ["user"] as const,
  accountSettings: ["account", "settings"] as const,
  authProviders: ["auth-providers"] as const,
  signInMethods: ["account", "sign-in-methods"] as const,
  /** Keyed by the default league too, so changing the league shows that league's webhook. */
  discordWebhook: (leagueName: string | null) => ["account", "discord-webhook", leagueName ?? ""] as const,
  reels: {
    all: ["reels"] as const,
    detail: (id: number) => ["reels", "detail", id] as const,
    mine: ["reels", "mine"] as const,
    league: (leagueName: string) => ["reels", "league", leagueName.toLowerCase()] as const,
  },
  reelPreferences: ["account", "reel-preferences"] as const,
};
