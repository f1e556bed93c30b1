import { describe, expect, it } from "vitest";
import { listWriters } from "../../db/queries/writers";
import { client, errorOf } from "../test/client";
import { db, signedIn } from "../test/helpers";

type WritersBody = Parameters<ReturnType<typeof client>["writers"]["$post"]>[0]["json"];

describe("POST /api/writers", () => {
  it("happy: an admin updates names and styles; the answer and GET show the new list", async () => {
    const admin = await signedIn("admin");
    const res = await client({ cookie: admin.cookie }).writers.$post({
      json: {
        writers: [
          { id: "marcus-vale", name: "  Marcus V. ", style: "Measured and precise." },
          { id: "hal-brubaker", name: "Coach Hal", style: "Chalkboard talk." },
        ],
      },
    });
    expect(res.status).toBe(200);
    const list = await res.json();
    if (!Array.isArray(list)) throw new Error("expected the list of writers");
    expect(list).toHaveLength(9);
    expect(list[0]).toMatchObject({ id: "marcus-vale", name: "Marcus V.", style: "Measured and precise." });
    expect(list.find((w) => w.id === "hal-brubaker")).toMatchObject({ name: "Coach Hal", style: "Chalkboard talk." });
    expect(await (await client().writers.$get()).json()).toEqual(list);
  });

  it("error: unknown id, duplicates, empty or over-long name and style — 400 and nothing changes", async () => {
    const admin = await signedIn("admin");
    const before = await listWriters(db());
    const ok = { id: "marcus-vale", name: "Changed", style: "Changed" };
    // Bodies the schema refuses, so typed only as what the client may send.
    const cases: [WritersBody, string][] = [
      [{ writers: [ok, { id: "ghost", name: "Ghost", style: "Boo" }] }, "Unknown writer: ghost"],
      [{ writers: [ok, ok] }, "Writer marcus-vale is listed twice"],
      [{ writers: [{ ...ok, name: " " }] }, "Writer name is required"],
      [{ writers: [{ ...ok, name: "n".repeat(81) }] }, "Writer name must be at most 80 characters"],
      [{ writers: [{ ...ok, style: "" }] }, "Writer style is required"],
      [{ writers: [{ ...ok, style: "s".repeat(2001) }] }, "Writer style must be at most 2000 characters"],
      [{ writers: [] }, "Send at least one writer"],
      [{} as WritersBody, "Send {writers: [{id, name, style}]}"],
    ];
    for (const [json, message] of cases) {
      const res = await client({ cookie: admin.cookie }).writers.$post({ json });
      expect(res.status, message).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
    expect(await listWriters(db())).toEqual(before);
  });
});
