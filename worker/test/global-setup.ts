import type { TestProject } from "vitest/node";
import { startFakeServer } from "./fake/server";

declare module "vitest" {
  export interface ProvidedContext {
    fakeUrl: string;
  }
}

/** Starts the fake upstream server once for the whole Worker test run. */
export default async function setup(project: TestProject) {
  const { url, server } = await startFakeServer();
  project.provide("fakeUrl", url);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
