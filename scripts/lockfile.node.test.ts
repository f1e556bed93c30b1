import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain .mjs script without types
import { missingPlatformPackages } from "./lockfile-platforms.mjs";

describe("package-lock.json", () => {
  it("lists every optional platform package so `npm ci` accepts it (run npm run lockfile:platforms)", () => {
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
    expect([...missingPlatformPackages(lock).keys()]).toEqual([]);
  });
});
