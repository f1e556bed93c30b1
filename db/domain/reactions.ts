/** The eight reaction emoji of spec §3, in display order, with their tooltip meanings. */
export const REACTIONS = [
  { emoji: "👍", name: "Thumbs up", meaning: "Solid reporting or a take you agree with" },
  { emoji: "🔥", name: "Fire", meaning: "Bold, exciting, or well-written" },
  { emoji: "👀", name: "Eyes", meaning: "Intriguing teaser, rumor, or breaking story" },
  { emoji: "👏", name: "Clapping", meaning: "Great analysis, interview, or in-depth breakdown" },
  { emoji: "🤔", name: "Thinking", meaning: "Makes you consider new perspectives or strategies" },
  { emoji: "🤯", name: "Mind-blown", meaning: "A shocker, upset, or unexpected fact" },
  { emoji: "🎤", name: "Microphone", meaning: "Hard-hitting take or strong conclusion" },
  { emoji: "💯", name: "100", meaning: "Reporting or prediction feels spot on" },
] as const;
export type ReactionEmoji = (typeof REACTIONS)[number]["emoji"];
export const REACTION_EMOJI = REACTIONS.map((r) => r.emoji) as [ReactionEmoji, ...ReactionEmoji[]];
