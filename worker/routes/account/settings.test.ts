import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { userPreferences } from "../../../db/schema";
import type { accountSettingsBody } from "../../schemas/auth";
import { client, errorOf } from "../../test/client";
import { db, signedIn } from "../../test/helpers";

const err = (code: string, message: string) => ({ error: { code, message }, message });
const prefsOf = (userId: number) => db().select().from(userPreferences).where(eq(userPreferences.userId, userId));

describe("GET /api/account/settings", () => {
  it("happy: a new user has no default league yet", async () => {
    const { cookie } = await signedIn();
    const res = await client({ cookie }).account.settings.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await res.json()).toEqual({ leagueName: null });
  });

  it("error: a visitor gets 401", async () => {
    const res = await client().account.settings.$get();
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual(err("unauthorized", "You need to sign in"));
  });
});

describe("PUT /api/account/settings", () => {
  it("happy: saves, trims, changes and clears the default league of the caller only", async () => {
    const me = await signedIn();
    const other = await signedIn();
    await client({ cookie: other.cookie }).account.settings.$put({ json: { leagueName: "SLA" } });

    const saved = await client({ cookie: me.cookie }).account.settings.$put({ json: { leagueName: "  NFL " } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ leagueName: "NFL" });
    expect(await (await client({ cookie: me.cookie }).account.settings.$get()).json()).toEqual({ leagueName: "NFL" });

    await client({ cookie: me.cookie }).account.settings.$put({ json: { leagueName: "OGLeague25" } });
    expect((await prefsOf(me.user.id)).map((p) => p.leagueName)).toEqual(["OGLeague25"]);

    for (const leagueName of ["", null]) {
      const cleared = await client({ cookie: me.cookie }).account.settings.$put({ json: { leagueName } });
      expect(await cleared.json()).toEqual({ leagueName: null });
    }
    expect((await prefsOf(me.user.id)).map((p) => p.leagueName)).toEqual([null]);
    expect((await prefsOf(other.user.id)).map((p) => p.leagueName)).toEqual(["SLA"]);
  });

  it("error: bad input is a 400 with a clear message and changes nothing", async () => {
    const { user, cookie } = await signedIn();
    await client({ cookie }).account.settings.$put({ json: { leagueName: "NFL" } });
    const cases: [unknown, string][] = [
      [{ leagueName: "x".repeat(101) }, "League name must be at most 100 characters"],
      [{ leagueName: 7 }, "League name must be text"],
      [{}, "League name must be text"],
    ];
    for (const [json, message] of cases) {
      // Bodies the server must refuse are not of its input type, on purpose.
      const res = await client({ cookie }).account.settings.$put({ json: json as z.input<typeof accountSettingsBody> });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await errorOf(res)).toEqual(err("bad_request", message));
    }
    expect((await prefsOf(user.id)).map((p) => p.leagueName)).toEqual(["NFL"]);
  });
});
