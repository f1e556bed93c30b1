import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      FAKE_URL: string;
    }
    interface GlobalProps {
      mainModule: typeof import("../index");
    }
  }
}
