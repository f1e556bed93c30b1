// A freshly written recap read in the browser: a generated game (db/seed/games.ts) typed through the
// API, confirmed at the box-score step, written by the built-in reporter and read on /read/:id. The
// story is checked for the game's facts, not for its wording (the claim checker runs on every draft
// before it is published; its unit tests cover the writer).
import { expect } from "@playwright/test";
import { generateGame } from "../db/seed/games";
import { wordCount } from "../worker/services/ai/builtin/text";
import { firstNamedTeam, namingProblems } from "../worker/services/ai/test/recap-rules";
import type { ArticleBrief } from "../worker/services/ai/types";
import { registerAndLogin, test, uniqueClientIp } from "./fixtures/auth";

const writeHeaders = () => ({
  Origin: new URL(test.info().project.use.baseURL ?? "").origin,
  "CF-Connecting-IP": uniqueClientIp(),
});

test("a recap written by the built-in reporter leads with the winner and names every player with his team", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerAndLogin(page);
  // Seed 7: the Cedar Hollow Comets beat the Coldspring Sentinels 27-16, with quotes; Hal Brubaker writes it.
  const game = generateGame(7);
  const notes = "Rivalry game under the lights.";
  const box = {
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
  };
  const created = await page.request.post("/api/recaps", {
    headers: writeHeaders(),
    data: {
      type: "game_recap",
      title: `${game.homeTeam} vs ${game.awayTeam}`,
      content: notes,
      leagueName: "NFL",
      writerId: "hal-brubaker",
      venue: game.venue,
      playerQuotes: game.playerQuotes,
      ...box,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const confirmed = await page.request.put(`/api/recaps/${id}/box-score`, {
    headers: writeHeaders(),
    data: { ...box, players: game.players },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(202);

  await page.goto(`/read/${id}`);
  // The author's notes show while the reporter writes; the story replaces them when it is ready.
  await expect(page.getByText("Our reporter is writing this story…")).toHaveCount(0, { timeout: 60_000 });
  const paragraphs = page.locator(".article-body > p");
  await expect(paragraphs.first()).toContainText(String(game.homeScore));
  await expect(page.getByText("Hal Brubaker").first()).toBeVisible();
  const text = (await paragraphs.allTextContents()).join("\n\n");

  const [winner, loser] =
    game.homeScore > game.awayScore ? [game.homeTeam, game.awayTeam] : [game.awayTeam, game.homeTeam];
  const lede = (await paragraphs.first().textContent()) ?? "";
  expect(lede.indexOf(winner)).toBeGreaterThanOrEqual(0);
  expect(lede.indexOf(winner)).toBeLessThan(lede.indexOf(loser));
  expect(lede).toContain(String(game.homeScore));
  expect(lede).toContain(String(game.awayScore));
  // What the naming rules read of the brief: the player rows and the author's own words.
  const brief = { players: game.players, details: notes, playerQuotes: game.playerQuotes } as ArticleBrief;
  expect(firstNamedTeam(text, brief)).toBe(winner);
  expect(namingProblems(text, brief)).toEqual([]);
  expect(wordCount(text)).toBeLessThanOrEqual(225);
  expect(text).toContain(notes);
});
