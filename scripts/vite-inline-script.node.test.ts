import { createHash } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScript } from "./vite-inline-script";

/** Runs the plugin's load hook on a file with `source`, as Vite would for `file?inline-script`. */
async function load(source: string): Promise<{ code: string; hash: string }> {
  const file = join(await mkdtemp(join(tmpdir(), "inline-script-")), "boot.js");
  await writeFile(file, source);
  const context = {
    addWatchFile: () => undefined,
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const hook = inlineScript().load as unknown as (this: typeof context, id: string) => Promise<string | null>;
  const module = await hook.call(context, `${file}?inline-script`);
  return JSON.parse(module!.replace(/^export default /, "").replace(/;$/, ""));
}

describe("inlineScript (decision 240)", () => {
  it("minifies the script and gives the CSP hash of exactly that code", async () => {
    const { code, hash } = await load(
      "// Why this script exists.\nconst greeting = document.title;\naddEventListener('load', () => console.log(greeting));\n",
    );
    expect(code).not.toContain("Why this script exists");
    expect(code).toContain("addEventListener");
    expect(hash).toBe(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
  });

  it('never gives code holding "</script" (it would end the element early)', async () => {
    // The minifier escapes it in strings; the plugin refuses any that is left.
    const { code } = await load('document.body.append("</script><b>x</b>");\n');
    expect(code).toContain("<\\/script>");
    expect(code).not.toMatch(/<\/script/i);
  });

  it("ignores every other import", async () => {
    const hook = inlineScript().load as unknown as (id: string) => Promise<string | null>;
    expect(await hook.call(undefined as never, "/x/boot.js")).toBeNull();
  });
});
