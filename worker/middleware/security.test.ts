import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { authApi, registerUser } from "../test/auth-helpers";
import { client, errorOf } from "../test/client";
import { ORIGIN } from "../test/helpers";
import { DEFAULT_WRITE } from "./route-policy";

// CSRF and body rules that every state-changing /api route shares (sameOriginWrites, requestBodyLimit),
// checked on the account routes: each refusal must leave the session and the data as they were.
const err = (code: string, message: string) => ({ error: { code, message }, message });

/** A JSON write with exactly these headers (the test clients would add our Origin). */
const rawWrite = (method: string, path: string, headers: Record<string, string>, json?: unknown) =>
  exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: json === undefined ? headers : { "Content-Type": "application/json", ...headers },
      body: json === undefined ? undefined : JSON.stringify(json),
    }),
  );

describe("same-origin writes", () => {
  it("security: a write without Origin or Sec-Fetch-Site, or from another site, is refused with 403", async () => {
    const { cookie } = await registerUser();
    const refused: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: `${ORIGIN}.evil.example` },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      {},
    ];
    for (const headers of refused) {
      const res = await rawWrite("PUT", "/api/account/settings", { ...headers, Cookie: cookie }, { leagueName: "X" });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual(err("forbidden", "Cross-site request refused"));
      const logout = await rawWrite("POST", "/api/logout", { ...headers, Cookie: cookie });
      expect(logout.status).toBe(403);
    }
    const settings = await client({ cookie }).account.settings.$get();
    expect(await settings.json()).toEqual({ leagueName: null });
    expect((await client({ cookie }).user.$get()).status).toBe(200);
  });

  it("happy: a browser that omits Origin but says Sec-Fetch-Site: same-origin is accepted", async () => {
    const { cookie } = await registerUser();
    const res = await rawWrite(
      "PUT",
      "/api/account/settings",
      { "Sec-Fetch-Site": "same-origin", Cookie: cookie },
      { leagueName: "SLA" },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ leagueName: "SLA" });
  });

  it("security: a form or text body is refused with 415 (no CSRF through simple requests)", async () => {
    const { user } = await registerUser();
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-datax"]) {
      const res = await authApi("/api/login", {
        method: "POST",
        headers: { "Content-Type": type },
        body: `email=${user.email}&password=x`,
      });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual(
        err("unsupported_media_type", "Send JSON (application/json) or multipart/form-data"),
      );
    }
  });

  it("error: malformed JSON is a 400, not a 500", async () => {
    const res = await authApi("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.code).toBe("bad_request");
  });
});

describe("body limits", () => {
  it("security: an oversize body on the auth and account routes is a 413 and changes nothing", async () => {
    const { cookie } = await registerUser();
    const big = "x".repeat(DEFAULT_WRITE.maxBody + 1);
    const register = await authApi("/api/register", {
      json: { username: "huge", email: "huge@example.test", password: "long enough", pad: big },
    });
    expect(register.status).toBe(413);
    expect(await register.json()).toEqual(err("payload_too_large", "Request body is too large"));
    const put = await client({ cookie }).account.settings.$put({ json: { leagueName: big } });
    expect(put.status).toBe(413);
    const login = await authApi("/api/login", { json: { email: "huge@example.test", password: "long enough" } });
    expect(login.status).toBe(401);
    expect(await (await client({ cookie }).account.settings.$get()).json()).toEqual({ leagueName: null });
  });
});
