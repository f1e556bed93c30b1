import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../db/client";
import { bumpContentVersion, getContentVersions, newVersion } from "../db/queries/content-version";
import { appMeta } from "../db/schema";
import { laterBookmark, versionMirror } from "./content-versions-object";
import { checkRecordNow, siteVersionsObject as object } from "./test/versions-object";

// Decision 244: the object keeps, with its versions, a D1 bookmark at least as new as the write of
// every one of them, or none. The real object and the real local D1 (which hands out bookmarks).

/** A bump as a write makes it: in a D1 session; returns that session's bookmark after it. */
async function bump(name: "content" | "reactions"): Promise<string> {
  const session = env.DB.withSession("first-primary");
  await bumpContentVersion(createDb(session), name, versionMirror(env, session));
  const bookmark = session.getBookmark();
  if (!bookmark) throw new Error("local D1 handed out no bookmark");
  return bookmark;
}

describe("the content versions object's bookmark", () => {
  it("happy: a bump hands the object its session's bookmark; the later of two is kept and stored", async () => {
    await checkRecordNow(); // a fresh object: its first check gives it a bookmark of the record
    const first = await bump("content");
    expect((await object().lease()).bookmark).toBe(first);
    const second = await bump("reactions");
    const lease = await object().lease();
    expect(lease.bookmark).toBe(second);
    expect(lease.versions).toEqual(await getContentVersions(createDb(env.DB)));
    // Stored with the versions it covers, so a restarted object has both or neither.
    const stored = await runInDurableObject(object(), (_instance, state) =>
      state.storage.get(["versions", "bookmark"]),
    );
    expect(Object.fromEntries(stored)).toEqual({ versions: lease.versions, bookmark: lease.bookmark });
  });

  it("security: a version told without a bookmark leaves the object with none until a bookmark covers every version", async () => {
    await bump("content");
    const ahead = newVersion(Date.now() + 60_000);
    await versionMirror(env).advance({ content: ahead }); // no session: a caller that knows no bookmark
    expect((await object().lease()).bookmark).toBeNull();
    // A bump of reactions covers only its own write, not the content version told above.
    await bump("reactions");
    expect((await object().lease()).bookmark).toBeNull();
    // An older version with a bookmark changes nothing either.
    await object().advance({ content: newVersion(Date.now() - 60_000) }, await bump("reactions"));
    expect((await object().lease()).bookmark).toBeNull();
    // The record, read with its bookmark, covers every version once it holds what the object holds.
    await createDb(env.DB).update(appMeta).set({ value: ahead }).where(eq(appMeta.key, "content_version"));
    expect((await checkRecordNow()).bookmark).toEqual(expect.any(String));
  });

  it("happy: bookmarks order as strings, as workerd's D1 session orders them", () => {
    expect(laterBookmark("00000001-0000000a", "00000001-0000000b")).toBe("00000001-0000000b");
    expect(laterBookmark("00000002-00000000", "00000001-ffffffff")).toBe("00000002-00000000");
  });
});
