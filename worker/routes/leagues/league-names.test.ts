// League names (issue 37 items 6 and 7, decision 270): a look-alike of a league's name is that
// league, bidi controls are refused in titles and names, a new name is one its links can carry, and
// leagues named before the rule (".." or "a/b") keep working on every route.
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LEAGUE_NAME_RULE_MESSAGE, leagueSegment, PUBLISHED_STATUS } from "../../../db/domain";
import { leagueSkeleton } from "../../../db/league-skeleton";
import { leagues, recaps } from "../../../db/schema";
import { errorOf } from "../../test/client";
import { uniqueLeague } from "../../test/discord-helpers";
import { api, db, insertLegacyLeague, insertRecap, signedIn } from "../../test/helpers";

const TAKEN = "A league with this name already exists.";
const count = async () => (await db().select({ id: leagues.id }).from(leagues)).length;
const createLeague = (cookie: string, name: string) => api("/api/leagues", { cookie, json: { name } });
const postArticle = (cookie: string, fields: Record<string, unknown>) =>
  api("/api/recaps", {
    cookie,
    json: { type: "news", title: "Plain news", content: "Plain news.", aiRequested: false, ...fields },
  });

describe("POST /api/leagues: look-alike names (item 6)", () => {
  it("error: every look-alike of an existing league is taken (409) and nothing is stored", async () => {
    const name = uniqueLeague("Gridiron");
    expect((await createLeague((await signedIn()).cookie, name)).status).toBe(201);
    const before = await count();
    const lookAlikes = [
      `${name}\u200b`,
      name.replace(" ", "\u00a0"),
      name.replace(" ", "\u3000"),
      name.replace("G", "\u00adG"),
      name.replace("Gridiron", "Gr\u0456d\u0456ron"), // Cyrillic i
      name.replace("Gridiron", "\uff27\uff52\uff49\uff44\uff49\uff52\uff4f\uff4e"), // full width
      "NFL\u200b",
      "\uff2e\uff26\uff2c",
      "\u039dFL", // Greek capital Nu
      "N\u00adFL",
      "N\u3000FL",
    ];
    for (const lookAlike of lookAlikes) {
      // A new account each time: one account's creations are rate limited (decision 151).
      const res = await createLeague((await signedIn()).cookie, lookAlike);
      expect(res.status, JSON.stringify(lookAlike)).toBe(409);
      expect((await errorOf(res)).message).toBe(TAKEN);
    }
    expect(await count()).toBe(before);
  });

  it("an article naming a look-alike lands in the league it imitates, under that league's name", async () => {
    const { cookie } = await signedIn();
    const res = await postArticle(cookie, { leagueName: "\u039dF\u04c0\u200b" });
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: number }>();
    const [row] = await db().select().from(recaps).where(eq(recaps.id, id));
    const [nfl] = await db().select().from(leagues).where(eq(leagues.nameKey, "nfl"));
    expect(row).toMatchObject({ leagueName: "NFL", leagueId: nfl!.id });
  });

  it("error: bidi controls in a league name or an article title are a 400 and store nothing", async () => {
    const { cookie } = await signedIn();
    const before = await count();
    const name = await createLeague(cookie, `Right\u202Eto left`);
    expect(name.status).toBe(400);
    expect((await errorOf(name)).message).toBe("League name cannot contain text-direction control characters");
    const title = await postArticle(cookie, { title: "Score \u2066 41-0 \u2069 final" });
    expect(title.status).toBe(400);
    expect((await errorOf(title)).message).toBe("Title cannot contain text-direction control characters");
    expect(await count()).toBe(before);
  });

  it("leagues from before the skeleton that look alike keep working; a new look-alike of either is taken", async () => {
    const { user, cookie } = await signedIn();
    const first = await insertLegacyLeague("Twin Peaks League", user.id);
    const second = await insertLegacyLeague("Tw\u0456n Peaks League", user.id);
    const res = await createLeague(cookie, "TWIN PEAKS LE\u0410GUE"); // Cyrillic A: no key matches
    expect(res.status).toBe(409);
    const rows = await db()
      .select()
      .from(leagues)
      .where(inArray(leagues.id, [first.id, second.id]));
    const skeleton = rows.find((r) => r.id === first.id)!.nameSkeleton!;
    expect(skeleton).toBe(await leagueSkeleton("twin peaks league"));
    expect(rows.find((r) => r.id === second.id)!.nameSkeleton).toBe(`${skeleton}#${second.id}`);
    for (const row of [first, second]) {
      const view = await api(`/api/leagues/${leagueSegment(row.name)}`);
      expect(view.status).toBe(200);
      expect(await view.json()).toMatchObject({ id: row.id, name: row.name });
    }
  });
});

const BROKEN = ["..", "a/b", "what?league", "#1 league"];

describe("league names and their links (item 7)", () => {
  it("error: names a link cannot carry are a 400 with the rule, as a league or as an article's league", async () => {
    const { cookie } = await signedIn();
    const before = await count();
    for (const name of BROKEN) {
      for (const res of [await createLeague(cookie, name), await postArticle(cookie, { leagueName: name })]) {
        expect(res.status, name).toBe(400);
        expect((await errorOf(res)).message, name).toBe(LEAGUE_NAME_RULE_MESSAGE);
      }
    }
    expect(await count()).toBe(before);
  });

  it("leagues named so before the rule work on every route: league page, manage, seasons, RSS, edits", async () => {
    const owner = await signedIn();
    for (const name of BROKEN) {
      const league = await insertLegacyLeague(name, owner.user.id);
      const article = await insertRecap({ leagueName: name, status: PUBLISHED_STATUS, title: `News of ${name}` });
      expect(article.leagueId, name).toBe(league.id);
      const segment = leagueSegment(name);

      const view = await api(`/api/leagues/${segment}`);
      expect(view.status, name).toBe(200);
      expect(await view.json(), name).toMatchObject({ id: league.id, name });
      const manage = await api(`/api/leagues/${segment}/manage`, { cookie: owner.cookie });
      expect(manage.status, name).toBe(200);
      expect(await manage.json(), name).toMatchObject({ id: league.id, name });
      const season = await api(`/api/leagues/${segment}/seasons/latest`);
      expect(season.status, name).toBe(404);
      expect((await errorOf(season)).message, name).toBe("No season of this league has been exported");

      const page = await api(`/league/${segment}`);
      expect(page.status, name).toBe(200);
      expect(await page.text(), name).toContain(`News of ${name}`.replaceAll("&", "&amp;"));
      const feed = await api(`/api/rss?league=${encodeURIComponent(name)}`);
      expect(feed.status, name).toBe(200);
      expect(await feed.text(), name).toContain(`<title>News of ${name}</title>`);

      const [author] = [await signedIn()];
      await db().update(recaps).set({ userId: author.user.id }).where(eq(recaps.id, article.id));
      const edit = await api(`/api/recaps/${article.id}`, {
        method: "PATCH",
        cookie: author.cookie,
        json: { title: "Edited", leagueName: name },
      });
      expect(edit.status, name).toBe(200);
      const [edited] = await db().select().from(recaps).where(eq(recaps.id, article.id));
      expect(edited, name).toMatchObject({ leagueName: name, leagueId: league.id, title: "Edited" });
    }
  });
});
