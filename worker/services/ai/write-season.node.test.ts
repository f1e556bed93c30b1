// The model path with the season ledger (issue 38 items 2 and 6): the prompt carries the ledger's
// facts with their sources and asks for a game story's shape; a model's draft that states a context
// fact wrongly is refused and rewritten, and is never published.
import { describe, expect, it } from "vitest";
import { ledgerBrief, ledgerSeason } from "../ledger/test/ledger-season";
import { buildArticleMessages } from "./prompt";
import type { AiProvider } from "./types";
import { writeArticle } from "./write";

const brief = ledgerBrief(ledgerSeason(), 2, 1);
const TRUE_DRAFT = [
  "The Mesa Rattlers beat the Harbor City Gulls 20-17. The Rattlers (1-2) earned their first win of the season.",
  "Next up, the Rattlers visit the Cobalt Bay Sharks in Week 4.",
].join("\n\n");

/** A model that answers with these drafts in turn, and records what it was sent. */
function scripted(drafts: string[]) {
  const sent: string[] = [];
  const provider: AiProvider = {
    name: "openai",
    readsImages: false,
    async generateText(req) {
      sent.push(req.messages.map((m) => m.content).join("\n"));
      return drafts[sent.length - 1] ?? "";
    },
    async extractJson() {
      return null;
    },
  };
  return { provider, sent };
}

describe("the model path in a league with an export", () => {
  it("the prompt gives the ledger's facts with their sources, roster names and the story's shape", () => {
    const [system, user] = buildArticleMessages(brief, "DGSN");
    expect(system!.content).toContain("close with each team's next game");
    const lines = user!.content.split("\n");
    expect(lines).toContain("Season context (Week 3; standings sent for Week 2, not this game's week: not used):");
    const rattlers = lines.find((l) => l.startsWith("- Mesa Rattlers:"))!;
    expect(rattlers).toContain("record after this game 1-2 (the results of weeks 1-3)");
    expect(rattlers).toContain("next game: at Cobalt Bay Sharks, Week 4 (the schedule of Week 4)");
    expect(lines).toContain("- Earlier meeting, Week 1: Harbor City Gulls 24, Mesa Rattlers 17.");
    expect(lines.some((l) => l.startsWith("- Aldo Van Ginkel (WR):"))).toBe(true);
    expect(user!.content).not.toContain("A.Van Ginkel");
  });

  it("a draft with a wrong record or next game is refused and rewritten; two wrong drafts are not published", async () => {
    const wrong = TRUE_DRAFT.replace("(1-2)", "(2-1)");
    const rewritten = scripted([wrong, TRUE_DRAFT]);
    expect(await writeArticle(rewritten.provider, brief, "DGSN")).toEqual({ ok: true, text: TRUE_DRAFT });
    expect(rewritten.sent[1]).toContain("the Mesa Rattlers' record is 1-2");

    const wrongNext = TRUE_DRAFT.replace("visit the Cobalt Bay Sharks", "host the Cobalt Bay Sharks");
    const refused = await writeArticle(scripted([wrongNext, wrongNext]).provider, brief, "DGSN");
    expect(refused.ok).toBe(false);
  });

  it("the losing team named the winner in an unlisted phrasing is refused", async () => {
    const upsideDown = TRUE_DRAFT.replace(
      "The Mesa Rattlers beat the Harbor City Gulls 20-17.",
      "The Harbor City Gulls outclassed the Mesa Rattlers 20-17.",
    );
    const out = await writeArticle(scripted([upsideDown, upsideDown]).provider, brief, "DGSN");
    expect(out.ok).toBe(false);
  });
});
