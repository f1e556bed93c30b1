// Every line the built-in writer draws between praise, plain report and criticism, in one place.
// A verdict is only ever a reading of these numbers: the writer praises or criticises nothing else.

export const THRESHOLDS = {
  /** Passing: judged only on at least this many attempts. */
  minAttempts: 15,
  /** Completion rate (completions / attempts) at or above this is accurate; below `poorCompletionRate` is not. */
  goodCompletionRate: 0.65,
  poorCompletionRate: 0.5,
  /** Passing touchdowns with no interception that make a good day on their own. */
  goodPassingTouchdowns: 3,
  /** Interceptions thrown that make a poor day whatever else happened. */
  poorGiveaways: 2,
  /**
   * Rushing is judged on the whole line. Yards per carry (on at least `minCarries`) or
   * `goodRushingYards` make a good day. A back's fumble keeps the praise away, but it never turns a
   * productive day into a poor one: every poor runner line says the run game failed, and the
   * yards would say otherwise. A back who scored `rushingTouchdownsNeverPoor` times is not poor.
   */
  minCarries: 8,
  goodYardsPerCarry: 5,
  poorYardsPerCarry: 3.5,
  goodRushingYards: 100,
  rushingTouchdownsNeverPoor: 2,
  /** Receiving: catch rate (receptions / targets), judged only on at least this many targets. */
  minTargets: 5,
  goodCatchRate: 0.7,
  poorCatchRate: 0.5,
  /** Receiving yards that make a good day on their own. */
  goodReceivingYards: 100,
  /** A defender's day is a standout with any takeaway, this many sacks, or this many tackles. */
  goodSacks: 2,
  goodTackles: 10,
  /** A team's giveaways (interceptions + fumbles) that earn criticism; 0 earns credit. */
  poorTeamGiveaways: 2,
  /** When no side won the turnovers, the gap that names what decided a game: sacks, then rushing, then passing yards. */
  hingeSacks: 2,
  hingeRushingYards: 50,
  hingePassingYards: 75,
} as const;

/** Game shapes by the final score. */
export const SHAPES = {
  /** Margin at or under this is a one-score game. */
  oneScore: 8,
  /** Margin at or under this is called close whatever else the game was (shootout, defensive battle). */
  close: 3,
  /** Margin at or over this is a blowout. */
  blowout: 21,
  /** Both teams at or over this many points is a shootout. */
  shootoutEach: 28,
  /** Winner at or under this many points is a defensive battle. */
  defensiveWinner: 17,
} as const;

/** What a story's angle needs from the numbers (angle.ts); checked in this order after an upset. */
export const ANGLES = {
  /** The loser gave the ball away at least this many times more than the winner. */
  turnoverGap: 2,
  /** The loser scored at most this many points. */
  defensiveStandAllowed: 10,
  /** The winner ran for at least this many yards, and `THRESHOLDS.hingeRushingYards` more than the loser. */
  rushingYards: 150,
  /** A winner's player line that carries a game on its own. */
  performerPassingYards: 300,
  performerTouchdowns: 3,
  performerRushingYards: 120,
  performerReceivingYards: 120,
  performerTakeaways: 2,
  performerSacks: 3,
  /** Wins more than the winner before the game that make the result an upset by record. */
  upsetWins: 2,
  /** A winning streak at least this long extended, or a streak at least this long snapped. */
  streak: 3,
} as const;
