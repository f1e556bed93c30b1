// Demo content for local runs: seeded once (a marker in app_meta), never duplicated.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { PERSONAS } from "../db/domain";
import { storeImage } from "../db/image-store";
import { leagueOfArticle } from "../db/queries/leagues";
import { appMeta, reactionVotes, recaps } from "../db/schema";
import { DEMO_ARTICLES } from "../db/seed/demo-articles";
import type { DemoArticle } from "../db/seed/demo-types";
import { gradientPng } from "../db/seed/png";
import { writeBuiltinArticle } from "../worker/services/ai/builtin";
import type { ArticleBrief } from "../worker/services/ai/types";

const MARKER = "demo_seeded";

export async function isDemoSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, MARKER)).limit(1);
  return row !== undefined;
}

/** The brief a demo recap's story is written from: exactly what its author typed. */
export function demoBrief(article: DemoArticle, articleId: number): ArticleBrief {
  const persona = PERSONAS.find((p) => p.id === article.writerId) ?? PERSONAS[0]!;
  return {
    articleId,
    type: "game_recap",
    persona: { id: persona.id, name: persona.name, role: persona.role, style: persona.style },
    title: article.title,
    leagueName: article.leagueName || null,
    category: null,
    gameDate: article.gameDate,
    details: "",
    homeTeam: article.homeTeam ?? null,
    awayTeam: article.awayTeam ?? null,
    homeScore: article.homeScore ?? 0,
    awayScore: article.awayScore ?? 0,
    venue: article.venue ?? null,
    players: article.players ?? [],
    playerQuotes: article.playerQuotes ?? null,
    keyMoments: article.keyMoments ?? null,
    gameSummary: null,
    injuries: null,
    bigPlays: null,
  };
}

/** News keeps the author's text; a recap's story is the built-in writer's, from its data (id = its place in the list). */
export const demoContent = (article: DemoArticle, index: number): string =>
  article.type === "news" ? (article.content ?? "") : writeBuiltinArticle(demoBrief(article, index + 1));

/** Inserts the demo articles (images into R2, reactions as distinct demo votes). Returns how many. */
export async function seedDemo(db: Db, bucket: R2Bucket, now = new Date()): Promise<number> {
  if (await isDemoSeeded(db)) return 0;
  for (const [index, article] of DEMO_ARTICLES.entries()) {
    let imageKey: string | null = null;
    if (article.image) {
      const stored = await storeImage(bucket, await gradientPng(article.image.from, article.image.to));
      if (stored.ok) imageKey = stored.key;
    }
    const createdAt = new Date(now.getTime() - article.hoursAgo * 3_600_000);
    const [row] = await db
      .insert(recaps)
      .values({
        title: article.title,
        content: demoContent(article, index),
        type: article.type,
        category: article.type === "news" ? (article.category ?? "general") : null,
        ...(await leagueOfArticle(db, article.leagueName)),
        writerId: article.writerId,
        gameDate: article.gameDate,
        season: article.season ?? null,
        week: article.week ?? null,
        homeTeam: article.homeTeam ?? null,
        awayTeam: article.awayTeam ?? null,
        homeScore: article.homeScore ?? 0,
        awayScore: article.awayScore ?? 0,
        venue: article.venue ?? null,
        players: article.players ?? [],
        playerQuotes: article.playerQuotes ?? null,
        keyMoments: article.keyMoments ?? null,
        imageKey,
        userName: "DGSN Demo",
        status: "ready",
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: recaps.id });
    const votes = Object.entries(article.reactions ?? {}).flatMap(([reaction, count]) =>
      Array.from({ length: count ?? 0 }, (_, i) => ({ recapId: row!.id, reaction, voterKey: `demo:${i + 1}` })),
    );
    // D1 allows 100 bound parameters per statement: insert votes in slices of 30 rows (3 each).
    for (let i = 0; i < votes.length; i += 30) await db.insert(reactionVotes).values(votes.slice(i, i + 30));
  }
  await db.run(sql`
    INSERT INTO reactions (recap_id, reaction, count)
    SELECT recap_id, reaction, count(*) FROM reaction_votes GROUP BY recap_id, reaction`);
  await db.insert(appMeta).values({ key: MARKER, value: now.toISOString() });
  return DEMO_ARTICLES.length;
}
