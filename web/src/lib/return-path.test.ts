import { describe, expect, it } from "vitest";
import { returnPath } from "./return-path";

describe("returnPath", () => {
  it("returns to the page that asked for a sign-in", () => {
    expect(returnPath({ from: "/my-articles" })).toBe("/my-articles");
    expect(returnPath({ from: "/create?type=game_recap" })).toBe("/create?type=game_recap");
  });
  it("goes home for anything else: no state, another site, the login or logout page", () => {
    expect(returnPath(null)).toBe("/");
    expect(returnPath({ from: "https://evil.example/" })).toBe("/");
    expect(returnPath({ from: "//evil.example/" })).toBe("/");
    expect(returnPath({ from: "/login" })).toBe("/");
    expect(returnPath({ from: "/logout" })).toBe("/");
    expect(returnPath({ from: 42 })).toBe("/");
  });
});
