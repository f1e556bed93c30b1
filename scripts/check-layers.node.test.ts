import { describe, expect, it } from "vitest";
import { checkFile, importsOf } from "./check-layers";

const rules = (file: string, source: string) => checkFile(file, source).map((v) => v.rule);

describe("check-layers", () => {
  it("reads imports, re-exports and dynamic imports, type-only or not, across lines", () => {
    const source = [
      'import type { A } from "../a";',
      "import {\n  b,\n  type C,\n} from './b';",
      'export * from "./c";',
      'import "./d.css";',
      'const e = () => import("./e");',
    ].join("\n");
    expect(importsOf(source)).toEqual([
      { specifier: "../a", typeOnly: true },
      { specifier: "./b", typeOnly: false },
      { specifier: "./c", typeOnly: false },
      { specifier: "./d.css", typeOnly: false },
      { specifier: "./e", typeOnly: false },
    ]);
  });

  it("catches db/ reaching into the Worker, and zod or outside files in db/domain", () => {
    expect(rules("db/seed/demo.ts", 'import { storeImage } from "../../worker/services/images";')).toEqual([
      "db/ never imports worker/ or web/",
    ]);
    expect(rules("db/domain/forms.ts", 'import { z } from "zod";')).toEqual([
      "db/domain imports no zod (the schemas live in worker/schemas)",
    ]);
    expect(rules("db/domain/leagues.ts", 'import { recaps } from "../schema";')).toEqual([
      "db/domain imports only its own files",
    ]);
    expect(rules("db/domain/leagues.ts", 'import { leagues } from "./personas.json";')).toEqual([]);
    expect(rules("db/domain/box-score-checks.node.test.ts", 'import { GAMES } from "../seed/games";')).toEqual([]);
  });

  it("lets web/ reach the server only through the type-only contract and db/domain", () => {
    expect(
      rules("web/src/pages/SignupPage.tsx", 'import { AUTH_MESSAGES } from "../../../worker/schemas/auth";'),
    ).toEqual(["web/ reaches server code only through worker/contract.ts and db/domain"]);
    expect(rules("web/src/lib/api.ts", 'import { app } from "../../../worker/contract";')).toEqual([
      "web/ imports the Worker's contract with `import type` only",
    ]);
    expect(rules("web/src/lib/api.ts", 'import type { AppType } from "../../../worker/contract";')).toEqual([]);
    expect(
      rules("web/src/ssr/render-page.tsx", 'import type { RenderPage } from "../../../worker/ssr/contract";'),
    ).toEqual([]);
    expect(rules("web/src/pages/SignupPage.tsx", 'import { PASSWORD_MIN } from "../../../db/domain";')).toEqual([]);
    expect(rules("web/src/pages/SignupPage.tsx", 'import { z } from "zod";')).toEqual([
      "web/ never imports zod (validation is the server's; no page chunk ships it)",
    ]);
  });

  it("keeps lib/ and hooks/ below components/", () => {
    expect(rules("web/src/hooks/use-reactions.ts", 'import { toast } from "../components/toast/toast-store";')).toEqual(
      ["web/src/lib and web/src/hooks never import components"],
    );
    expect(rules("web/src/pages/HomePage.tsx", 'import { ArticleCard } from "../components/ArticleCard";')).toEqual([]);
  });
});
