// Who may call each posting route: visitor, user (signed in, not the author), author, admin.
// Every refusal is checked to leave the article, its images and the personas exactly as they were.
import { describe, expect, it } from "vitest";
import { listWriters } from "../../db/queries/writers";
import { api, db, insertRecap, signedIn } from "./helpers";
import { dataUrl, snapshot, tinyJpeg } from "./posting-helpers";

type Who = "visitor" | "user" | "author" | "admin";
const WHO: Who[] = ["visitor", "user", "author", "admin"];

interface RouteCase {
  name: string;
  /** Who gets through (the rest are refused: visitors 401, others 403). */
  allowed: Who[];
  call: (id: number, cookie?: string) => Promise<Response>;
  okStatus?: number;
}

const image = () => dataUrl(tinyJpeg(Math.floor(Math.random() * 250)), "image/jpeg");

const ROUTES: RouteCase[] = [
  {
    name: "PATCH /api/recaps/:id",
    allowed: ["author", "admin"],
    call: (id, cookie) => api(`/api/recaps/${id}`, { method: "PATCH", cookie, json: { title: "Changed" } }),
  },
  {
    name: "PATCH /api/recaps/:id {articleImage: null}",
    allowed: ["author", "admin"],
    call: (id, cookie) => api(`/api/recaps/${id}`, { method: "PATCH", cookie, json: { articleImage: null } }),
  },
  {
    name: "POST /api/recaps/:id/image",
    allowed: ["author", "admin"],
    call: (id, cookie) => api(`/api/recaps/${id}/image`, { cookie, json: { imageData: image() } }),
  },
  {
    name: "POST /api/recaps/:id/stats-images/game",
    allowed: ["author", "admin"],
    call: (id, cookie) => api(`/api/recaps/${id}/stats-images/game`, { cookie, json: { gameData0: image() } }),
  },
  {
    name: "POST /api/recaps/:id/fix-image",
    allowed: ["admin"],
    call: (id, cookie) => api(`/api/recaps/${id}/fix-image`, { cookie, json: { imageData: image() } }),
  },
  {
    name: "DELETE /api/recaps/:id",
    allowed: ["author", "admin"],
    call: (id, cookie) => api(`/api/recaps/${id}`, { method: "DELETE", cookie }),
  },
];

async function actors() {
  const author = await signedIn();
  const user = await signedIn();
  const admin = await signedIn("admin");
  const cookies: Record<Who, string | undefined> = {
    visitor: undefined,
    user: user.cookie,
    author: author.cookie,
    admin: admin.cookie,
  };
  return { authorId: author.user.id, cookies };
}

describe("authorization: article write routes", () => {
  for (const route of ROUTES) {
    for (const who of WHO) {
      const allowed = route.allowed.includes(who);
      it(`${route.name} as ${who}: ${allowed ? "allowed" : "refused, nothing changes"}`, async () => {
        const { authorId, cookies } = await actors();
        const row = await insertRecap({ userId: authorId, imageKey: null });
        const before = await snapshot(row.id);
        const res = await route.call(row.id, cookies[who]);
        if (allowed) {
          expect(res.status).toBe(200);
          return;
        }
        expect(res.status).toBe(who === "visitor" ? 401 : 403);
        const body = await res.json<any>();
        expect(body.error.code).toBe(who === "visitor" ? "unauthorized" : "forbidden");
        expect(await snapshot(row.id)).toEqual(before);
      });
    }
  }

  it("the x-auth-* headers of the spec grant nothing", async () => {
    const { authorId, cookies } = await actors();
    const row = await insertRecap({ userId: authorId });
    const before = await snapshot(row.id);
    const headers = { "x-auth-logged-in": "true", "x-auth-admin": "true", "x-auth-user": "admin@example.test" };
    for (const res of [
      await api(`/api/recaps/${row.id}`, { method: "PATCH", headers, json: { title: "x" } }),
      await api(`/api/recaps/${row.id}`, { method: "DELETE", headers, cookie: cookies.user }),
      await api(`/api/recaps/${row.id}/fix-image`, { headers, cookie: cookies.user, json: { imageData: image() } }),
    ]) {
      expect([401, 403]).toContain(res.status);
    }
    expect(await snapshot(row.id)).toEqual(before);
  });

  it("POST /api/recaps: visitors 401, users and admins create", async () => {
    const { cookies } = await actors();
    const json = { type: "news", title: "T", content: "C" };
    expect((await api("/api/recaps", { json })).status).toBe(401);
    for (const who of ["user", "author", "admin"] as const) {
      expect((await api("/api/recaps", { cookie: cookies[who], json })).status).toBe(201);
    }
  });
});

describe("authorization: admin-only routes", () => {
  for (const who of WHO) {
    const allowed = who === "admin";
    it(`POST /api/writers as ${who}: ${allowed ? "allowed" : "refused, personas unchanged"}`, async () => {
      const { cookies } = await actors();
      const before = await listWriters(db());
      const res = await api("/api/writers", {
        cookie: cookies[who],
        json: { writers: [{ id: "marcus-vale", name: `Marcus ${who}`, style: "Calm." }] },
      });
      if (allowed) {
        expect(res.status).toBe(200);
        return;
      }
      expect(res.status).toBe(who === "visitor" ? 401 : 403);
      expect(await listWriters(db())).toEqual(before);
    });

    it(`GET /api/debug/database as ${who}: ${allowed ? "allowed" : "refused"}`, async () => {
      const { cookies } = await actors();
      const res = await api("/api/debug/database", { cookie: cookies[who] });
      expect(res.status).toBe(allowed ? 200 : who === "visitor" ? 401 : 403);
    });
  }
});
