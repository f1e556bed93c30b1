import { describe, expect, it } from "vitest";
import { BUILT_IN_WRITERS } from "../../../db/domain";
import { writerOf } from "./writers";

describe("writerOf (one byline rule for cards, the reader and the server: decision 171)", () => {
  it("uses the article's writer when known", () => {
    expect(writerOf(BUILT_IN_WRITERS, "jade-whitaker").name).toBe("Jade Whitaker");
    expect(writerOf(BUILT_IN_WRITERS, "marcus-vale")).toMatchObject({ name: "Marcus Vale", role: "Lead Analyst" });
  });
  it("shows 'DGSN Staff' (Contributor) for an empty, 'default' or unknown writerId, wherever it is shown", () => {
    for (const writerId of [null, "", "default", "nobody"])
      expect(writerOf(BUILT_IN_WRITERS, writerId)).toMatchObject({ name: "DGSN Staff", role: "Contributor" });
  });
  it("names the built-in persona while the server list has not arrived", () => {
    expect(writerOf([], "rita-castellanos").name).toBe("Rita Castellanos");
  });
});
