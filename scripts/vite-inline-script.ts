// `import boot from "./boot.js?inline-script"`: a browser script minified, as a string a page can
// carry inline, with its CSP hash (decision 240). The server-rendered pages inline their boot
// script this way: no request before the first paint, and `script-src` allows exactly that code.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { minify, type Plugin } from "vite";

const SUFFIX = "?inline-script";

/** The CSP source expression that allows exactly this inline script. */
const scriptHash = (code: string): string => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;

export function inlineScript(): Plugin {
  return {
    name: "dgsn-inline-script",
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      const result = await minify(file, await readFile(file, "utf8"), { compress: true, mangle: true, module: true });
      if (result.errors.length > 0) this.error(`${file}: ${result.errors.map((e) => e.message).join("; ")}`);
      // An inline <script> ends at the first "</script" whatever follows; escaping it would change the hash.
      if (/<\/script/i.test(result.code)) this.error(`${file}: the minified script contains "</script"`);
      const script = { code: result.code, hash: scriptHash(result.code) };
      return `export default ${JSON.stringify(script)};`;
    },
  };
}
