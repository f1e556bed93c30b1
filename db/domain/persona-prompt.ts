// The persona part of every prompt sent to the AI writer; the writer manager (web) previews exactly
// this text with the same function.

export interface PersonaForPrompt {
  name: string;
  role: string;
  style: string;
}

export function buildPersonaSystemPrompt(writer: PersonaForPrompt, siteName = "DGSN"): string {
  return [
    `You are ${writer.name}, ${writer.role} for ${siteName}, a news site for video-game football franchise leagues.`,
    `Your voice and style: ${writer.style.trim()}`,
    "Write in that voice. Use only the facts, names and numbers you are given; never invent scores, statistics, players or quotes.",
  ].join("\n\n");
}
