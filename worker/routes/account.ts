import { Hono } from "hono";
import { getLeagueName, setLeagueName } from "../../db/queries/user-preferences";
import type { AppEnv } from "../env";
import { requireUser } from "../middleware/session";
import { accountSettingsBody } from "../schemas/auth";
import { zv } from "../validate";

/** The signed-in user's own settings (My Account). Only ever the caller's row: no id in the path. */
export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/settings", async (c) => {
    c.header("Cache-Control", "private, no-store");
    const user = c.var.user!;
    // slot: discord webhook — the Discord issue adds the league's webhook here and its own routes.
    return c.json({ leagueName: await getLeagueName(c.var.db, user.id) });
  })
  .put("/settings", zv("json", accountSettingsBody), async (c) => {
    const { leagueName } = c.req.valid("json");
    await setLeagueName(c.var.db, c.var.user!.id, leagueName);
    return c.json({ leagueName });
  });
