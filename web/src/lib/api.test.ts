import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiGet, apiSend, apiUpload } from "./api";
import { NETWORK_ERROR_MESSAGE, OFFLINE_WRITE_MESSAGE } from "./online";

afterEach(() => vi.unstubAllGlobals());

describe("api client and the connection", () => {
  it("a write while offline is refused with the plain message and never hits the network", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    vi.stubGlobal("navigator", { onLine: false });
    for (const call of [
      () => apiSend("POST", "/api/recaps", { title: "t" }),
      () => apiUpload("/api/x", new FormData()),
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
    for (const call of [() => apiGet("/api/recaps/1"), () => apiSend("DELETE", "/api/recaps/1")]) {
      const err = await call().catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 0, code: "network", message: NETWORK_ERROR_MESSAGE });
    }
  });

  it("online writes go through unchanged", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    const fetchSpy = vi.fn().mockResolvedValue(new Response(JSON.stringify({ id: 7 }), { status: 201 }));
    vi.stubGlobal("fetch", fetchSpy);
    await expect(apiSend("POST", "/api/recaps", { title: "t" })).resolves.toEqual({ id: 7 });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
