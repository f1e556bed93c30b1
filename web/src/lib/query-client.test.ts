import { describe, expect, it } from "vitest";
import { currentUserQuery } from "../hooks/use-current-user";
import { createQueryClient } from "./query-client";

describe("query cache settings (spec §9)", () => {
  it("main cache: stale after 10 min, collected after 30, one retry, no refetch on focus or interval", () => {
    expect(createQueryClient().getDefaultOptions()).toEqual({
      queries: {
        staleTime: 600_000,
        gcTime: 1_800_000,
        retry: 1,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        networkMode: "offlineFirst",
      },
      mutations: { networkMode: "always" },
    });
  });

  it("current user: fresh 30 s, kept 5 min, refetched on focus, never retried (spec §7)", () => {
    expect(currentUserQuery).toMatchObject({
      staleTime: 30_000,
      gcTime: 300_000,
      refetchOnWindowFocus: true,
      retry: false,
    });
  });
});
