import { dehydrate } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { readPageState, startFromPageState } from "./page-state";
import { createQueryClient } from "./query-client";
import { queryKeys } from "./query-keys";

const doc = (text: string | null) =>
  ({
    getElementById: (id: string) => (id === "dgsn-state" && text !== null ? { textContent: text } : null),
  }) as unknown as Document;

function serverState() {
  const server = createQueryClient();
  server.setQueryData(queryKeys.recaps.detail(7), { id: 7, title: "T" });
  server.setQueryData(queryKeys.reactions.forRecap(7), [{ reaction: "🔥", count: 2 }]);
  return JSON.stringify(dehydrate(server));
}

describe("readPageState", () => {
  it("returns the embedded cache", () => {
    expect(readPageState(doc(serverState()))?.queries).toHaveLength(2);
  });
  it("ignores a missing, broken or foreign payload", () => {
    expect(readPageState(doc(null))).toBeUndefined();
    expect(readPageState(doc("{not json"))).toBeUndefined();
    expect(readPageState(doc("null"))).toBeUndefined();
    expect(readPageState(doc(JSON.stringify({ id: 7 })))).toBeUndefined();
    expect(readPageState(undefined)).toBeUndefined();
  });
});

describe("startFromPageState", () => {
  it("the article is fresh at once; reaction counts are shown but fetched again", () => {
    const client = createQueryClient();
    startFromPageState(client, readPageState(doc(serverState())));
    expect(client.getQueryData(queryKeys.recaps.detail(7))).toEqual({ id: 7, title: "T" });
    expect(client.getQueryState(queryKeys.recaps.detail(7))?.isInvalidated).toBe(false);
    expect(client.getQueryData(queryKeys.reactions.forRecap(7))).toEqual([{ reaction: "🔥", count: 2 }]);
    expect(client.getQueryState(queryKeys.reactions.forRecap(7))?.isInvalidated).toBe(true);
  });
  it("does nothing without a state", () => {
    const client = createQueryClient();
    startFromPageState(client, undefined);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
