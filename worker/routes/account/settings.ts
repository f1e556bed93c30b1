import { Hono } from "hono";
import { getLeagueName, setLeagueName } from "../../../db/queries/user-preferences";
import type { AppEnv } from "../../env";
import { privateRead, write } from "../../middleware/route-policy";
import { accountSettingsBody } from "../../schemas/auth";
import { zv } from "../../validate";

/** The signed-in user's own settings (My Account). Only ever the caller's row: no id in the path. */
export const accountSettingsRoutes = new Hono<AppEnv>()
  .get("/", privateRead, async (c) => {
    const user = c.var.user!;
    return c.json({ leagueName: await getLeagueName(c.var.db, user.id) });
  })
  .put("/", write({ bumps: "content" }), zv("json", accountSettingsBody), async (c) => {
    const { leagueName } = c.req.valid("json");
    await setLeagueName(c.var.db, c.var.user!.id, leagueName);
    return c.json({ leagueName });
  });
