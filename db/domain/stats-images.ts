/** Stats-screenshot groups and how many images each accepts (spec §5). */
export const STATS_GROUP_LIMITS = {
  game: 3,
  passing: 2,
  rushing: 2,
  receiving: 3,
  defense: 3,
  specialTeams: 3,
} as const;
export type StatsGroup = keyof typeof STATS_GROUP_LIMITS;
export const STATS_GROUPS = Object.keys(STATS_GROUP_LIMITS) as StatsGroup[];
