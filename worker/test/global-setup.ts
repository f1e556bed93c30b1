import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startOidcProvider } from "./fake/oidc";
import { startFakeServer } from "./fake/server";

declare module "vitest" {
  export interface ProvidedContext {
    fakeUrl: string;
    oidcUrl: string;
    oidcControlUrl: string;
  }
}

/**
 * Starts the fake upstream server once for the whole Worker test run. The page routes rewrite the
 * built SPA's index.html, so a checkout without a build gets one first.
 */
export default async function setup(project: TestProject) {
  if (!existsSync("dist/client/index.html")) {
    const build = spawnSync("vite", ["build", "--logLevel", "warn"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("vite build failed; the page-route tests need dist/client");
  }
  const { url, server } = await startFakeServer();
  project.provide("fakeUrl", url);
  const oidc = await startOidcProvider();
  project.provide("oidcUrl", oidc.url);
  project.provide("oidcControlUrl", oidc.controlUrl);
  return async () => {
    await oidc.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
