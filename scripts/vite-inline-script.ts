// `import boot from "./boot.js?inline-script"`: a browser script minified, as a string a page can
// carry inline, with its CSP hash (decision 240). The server-rendered pages inline their boot
// script this way: no request before the first paint, and `script-src` allows exactly that code.
// A script may import modules of the app (boot.js shares the app's scroll rule, decision 363): they
// are bundled into it first, so the page still carries one script and makes no request.
import { createHash } from "node:crypto";
import { dirname } from "node:path";
import { build, minify, type Plugin, type Rolldown } from "vite";

const SUFFIX = "?inline-script";

/** The CSP source expression that allows exactly this inline script. */
const scriptHash = (code: string): string => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;

/** The script with everything it imports, as one module that imports nothing, and the files it read. */
async function bundle(file: string): Promise<{ code: string; files: string[] }> {
  // A build of its own: this plugin runs inside the app's builds, whose output is chunks and assets.
  const result = (await build({
    configFile: false,
    root: dirname(file),
    publicDir: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: false,
      reportCompressedSize: false,
      lib: { entry: file, formats: ["es"], fileName: "inline" },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const [chunk, ...rest] = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  if (chunk?.type !== "chunk" || rest.length > 0) throw new Error("expected the script as a single chunk");
  return { code: chunk.code, files: chunk.moduleIds };
}

export function inlineScript(): Plugin {
  return {
    name: "dgsn-inline-script",
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      const bundled = await bundle(file);
      for (const read of bundled.files) this.addWatchFile(read);
      const result = await minify(file, bundled.code, { compress: true, mangle: true, module: true });
      if (result.errors.length > 0) this.error(`${file}: ${result.errors.map((e) => e.message).join("; ")}`);
      // An inline <script> ends at the first "</script" whatever follows; escaping it would change the hash.
      if (/<\/script/i.test(result.code)) this.error(`${file}: the minified script contains "</script"`);
      const script = { code: result.code, hash: scriptHash(result.code) };
      return `export default ${JSON.stringify(script)};`;
    },
  };
}
