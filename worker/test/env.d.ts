import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      FAKE_URL: string;
      DISCORD_WEBHOOK_ORIGIN_OVERRIDE: string;
      OAUTH_PROVIDER_ORIGIN_OVERRIDE: string;
      OIDC_CONTROL_URL: string;
    }
    interface GlobalProps {
      mainModule: typeof import("../index");
    }
  }
}
