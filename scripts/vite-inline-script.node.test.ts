import { createHash } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScript } from "./vite-inline-script";

/**
 * Runs the plugin's load hook on a file with `source`, as Vite would for `file?inline-script`, with
 * `modules` (name: source) beside it; answers the result and the files it watches.
 */
async function load(
  source: string,
  modules: Record<string, string> = {},
): Promise<{ code: string; hash: string; watched: string[] }> {
  const dir = await mkdtemp(join(tmpdir(), "inline-script-"));
  const file = join(dir, "boot.js");
  await writeFile(file, source);
  for (const [name, text] of Object.entries(modules)) await writeFile(join(dir, name), text);
  const watched: string[] = [];
  const context = {
    addWatchFile: (watchedFile: string) => {
      watched.push(watchedFile);
    },
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const hook = inlineScript().load as unknown as (this: typeof context, id: string) => Promise<string | null>;
  const module = await hook.call(context, `${file}?inline-script`);
  return { ...JSON.parse(module!.replace(/^export default /, "").replace(/;$/, "")), watched };
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

  it("bundles what the script imports into it: one script that imports nothing (decision 363)", async () => {
    const { code, hash, watched } = await load(
      'import { anchorOf } from "./shared";\naddEventListener("pagehide", () => console.log(anchorOf(document.body)));\n',
      {
        "shared.ts": 'export const anchorOf = (el: Element): string | null => el.getAttribute("data-scroll-anchor");\n',
      },
    );
    expect(code).toContain("data-scroll-anchor");
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    expect(hash).toBe(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
    // A change to the shared module rebuilds the script in watch mode.
    expect(watched.map((f) => f.split("/").at(-1)).sort()).toEqual(["boot.js", "shared.ts"]);
  });

  it('never gives code holding "</script" from a module it imports', async () => {
    const { code } = await load('import { tag } from "./shared.js";\ndocument.body.append(tag);\n', {
      "shared.js": 'export const tag = "</script>";\n',
    });
    expect(code).not.toMatch(/<\/script/i);
  });

  it("ignores every other import", async () => {
    const hook = inlineScript().load as unknown as (id: string) => Promise<string | null>;
    expect(await hook.call(undefined as never, "/x/boot.js")).toBeNull();
  });
});
