import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userPreferences } from "../../../db/schema";
import { api, db, signedIn } from "../../test/helpers";

const err = (code: string, message: string) => ({ error: { code, message }, message });
const prefsOf = (userId: number) => db().select().from(userPreferences).where(eq(userPreferences.userId, userId));

describe("GET /api/account/settings", () => {
  it("happy: a new user has no default league yet", async () => {
    const { cookie } = await signedIn();
    const res = await api("/api/account/settings", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await res.json()).toEqual({ leagueName: null });
  });

  it("error: a visitor gets 401", async () => {
    const res = await api("/api/account/settings");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(err("unauthorized", "You need to sign in"));
  });
});

describe("PUT /api/account/settings", () => {
  it("happy: saves, trims, changes and clears the default league of the caller only", async () => {
    const me = await signedIn();
    const other = await signedIn();
    await api("/api/account/settings", { method: "PUT", cookie: other.cookie, json: { leagueName: "SLA" } });

    const saved = await api("/api/account/settings", {
      method: "PUT",
      cookie: me.cookie,
      json: { leagueName: "  NFL " },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ leagueName: "NFL" });
    expect(await (await api("/api/account/settings", { cookie: me.cookie })).json()).toEqual({ leagueName: "NFL" });

    await api("/api/account/settings", { method: "PUT", cookie: me.cookie, json: { leagueName: "OGLeague25" } });
    expect((await prefsOf(me.user.id)).map((p) => p.leagueName)).toEqual(["OGLeague25"]);

    for (const leagueName of ["", null]) {
      const cleared = await api("/api/account/settings", { method: "PUT", cookie: me.cookie, json: { leagueName } });
      expect(await cleared.json()).toEqual({ leagueName: null });
    }
    expect((await prefsOf(me.user.id)).map((p) => p.leagueName)).toEqual([null]);
    expect((await prefsOf(other.user.id)).map((p) => p.leagueName)).toEqual(["SLA"]);
  });

  it("error: bad input is a 400 with a clear message and changes nothing", async () => {
    const { user, cookie } = await signedIn();
    await api("/api/account/settings", { method: "PUT", cookie, json: { leagueName: "NFL" } });
    const cases: [unknown, string][] = [
      [{ leagueName: "x".repeat(101) }, "League name must be at most 100 characters"],
      [{ leagueName: 7 }, "League name must be text"],
      [{}, "League name must be text"],
    ];
    for (const [json, message] of cases) {
      const res = await api("/api/account/settings", { method: "PUT", cookie, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(await res.json()).toEqual(err("bad_request", message));
    }
    expect((await prefsOf(user.id)).map((p) => p.leagueName)).toEqual(["NFL"]);
  });
});
