// Applies demo content to the local D1/R2 that `npm start` serves (idempotent).
import { getPlatformProxy } from "wrangler";
import { createDb } from "../db/client.ts";
import { seedDemo } from "./seed-demo.ts";

export async function seedLocal(stateDir: string): Promise<number> {
  const proxy = await getPlatformProxy<Env>({
    configPath: "wrangler.toml",
    persist: { path: `${stateDir}/v3` },
    remoteBindings: false,
  });
  try {
    return await seedDemo(createDb(proxy.env.DB), proxy.env.IMAGES);
  } finally {
    await proxy.dispose();
  }
}
