// The built-in writer: deterministic, offline, and grounded by construction. A recap is built from
// what the data says about this game (builtin/facts.ts) in the persona's voice (builtin/voices/);
// a news story keeps the author's paragraphs and adds the persona's lead-in and take.
import { writeNews } from "./builtin/news";
import { writeRecap } from "./builtin/recap";
import { voiceFor } from "./builtin/voices";
import type { AiProvider, ArticleBrief } from "./types";

export const builtinProvider: AiProvider = {
  name: "builtin",
  readsImages: false,
  async generateText(req) {
    return writeBuiltinArticle(req.brief);
  },
  // It cannot read images: the box score starts from the typed data.
  async extractJson() {
    return null;
  },
};

export function writeBuiltinArticle(brief: ArticleBrief): string {
  const voice = voiceFor(brief.persona.id);
  return brief.type === "news" ? writeNews(brief, voice) : writeRecap(brief, voice);
}
