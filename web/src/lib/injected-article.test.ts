import { describe, expect, it } from "vitest";
import { readInjectedArticle } from "./injected-article";

const doc = (text: string | null) =>
  ({
    getElementById: (id: string) => (id === "dgsn-article" && text !== null ? { textContent: text } : null),
  }) as unknown as Document;

describe("readInjectedArticle", () => {
  it("returns the injected article when it is the one asked for", () => {
    expect(readInjectedArticle(7, doc(JSON.stringify({ id: 7, title: "T" })))).toEqual({ id: 7, title: "T" });
  });
  it("ignores a missing, broken or different article", () => {
    expect(readInjectedArticle(7, doc(null))).toBeUndefined();
    expect(readInjectedArticle(7, doc("{not json"))).toBeUndefined();
    expect(readInjectedArticle(7, doc(JSON.stringify({ id: 8, title: "T" })))).toBeUndefined();
    expect(readInjectedArticle(7, doc("null"))).toBeUndefined();
    expect(readInjectedArticle(7, undefined)).toBeUndefined();
  });
});
