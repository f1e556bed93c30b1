import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, api, unwrap } from "./api";
import { NETWORK_ERROR_MESSAGE, OFFLINE_WRITE_MESSAGE } from "./online";

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("api client and the connection", () => {
  it("a write while offline is refused with the plain message and never hits the network", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    vi.stubGlobal("navigator", { onLine: false });
    for (const call of [
      () => unwrap(api.recaps.$post({ json: { title: "t" } })),
      () => unwrap(api.recaps[":id"].image.$post({ param: { id: "1" } }, { init: { body: new FormData() } })),
    ]) {
      const err = await call().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiRequestError);
      expect(err).toMatchObject({ status: 0, code: "offline", message: OFFLINE_WRITE_MESSAGE });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("a connection lost mid-request becomes a clear network error (status 0)", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    for (const call of [
      () => unwrap(api.recaps[":id"].$get({ param: { id: "1" } })),
      () => unwrap(api.recaps[":id"].$delete({ param: { id: "1" } })),
    ]) {
      const err = await call().catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 0, code: "network", message: NETWORK_ERROR_MESSAGE });
    }
  });

  it("online writes go to the route's URL with the session cookie and a JSON body", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    const fetchSpy = vi.fn().mockResolvedValue(json({ id: 7 }, 201));
    vi.stubGlobal("fetch", fetchSpy);
    await expect(unwrap(api.recaps.$post({ json: { title: "t" } }))).resolves.toEqual({ id: 7 });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/recaps");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"title":"t"}' });
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(new Headers(init.headers).get("Accept")).toBe("application/json");
  });

  it("an error answer carries the server's code, message and status", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    const body = {
      error: { code: "username_taken", message: "This username is already taken." },
      message: "This username is already taken.",
    };
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(json(body, 409)));
    const err = await unwrap(
      api.register.$post({ json: { username: "a", email: "a@b.c", password: "12345678" } }),
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, code: "username_taken", message: "This username is already taken." });
  });

  it("a non-JSON error page keeps its text and the generic code", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("Bad gateway", { status: 502 })));
    const err = await unwrap(api.writers.$get()).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, code: "http_error", message: "Bad gateway" });
  });
});
