import { describe, expect, it } from "vitest";
import { BUILT_IN_WRITERS } from "../../../db/domain";
import { cardWriter, readerWriter } from "./writers";

describe("cardWriter", () => {
  it("uses the article's writer when known", () => {
    expect(cardWriter(BUILT_IN_WRITERS, { id: 5, writerId: "jade-whitaker" }).name).toBe("Jade Whitaker");
  });
  it("picks personas[id % 9] for an empty, 'default' or unknown writerId", () => {
    for (const writerId of [null, "", "default", "nobody"]) {
      expect(cardWriter(BUILT_IN_WRITERS, { id: 10, writerId }).id).toBe(BUILT_IN_WRITERS[1]!.id);
      expect(cardWriter(BUILT_IN_WRITERS, { id: 18, writerId }).id).toBe(BUILT_IN_WRITERS[0]!.id);
    }
  });
  it("falls back to the built-in list when the server list is empty", () => {
    expect(cardWriter([], { id: 2, writerId: null }).id).toBe("rita-castellanos");
  });
});

describe("readerWriter", () => {
  it("shows 'DGSN Staff' (Contributor) for an unknown writer", () => {
    expect(readerWriter(BUILT_IN_WRITERS, "ghost")).toMatchObject({ name: "DGSN Staff", role: "Contributor" });
    expect(readerWriter(BUILT_IN_WRITERS, null)).toMatchObject({ name: "DGSN Staff", role: "Contributor" });
    expect(readerWriter(BUILT_IN_WRITERS, "marcus-vale")).toMatchObject({ name: "Marcus Vale", role: "Lead Analyst" });
  });
});
