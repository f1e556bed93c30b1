import { Hono } from "hono";
import { SET_PASSWORD_MESSAGES } from "../../../db/domain/set-password";
import { passwordHashOf, replacePassword } from "../../../db/queries/passwords";
import { deleteOtherSessions } from "../../../db/queries/sessions";
import type { AppEnv } from "../../env";
import { ApiError, badRequest, unauthorized } from "../../errors";
import { authRateLimit } from "../../middleware/rate-limit";
import { write } from "../../middleware/route-policy";
import { setPasswordBody } from "../../schemas/set-password";
import { hashPassword, verifyPassword } from "../../services/password";
import { zv } from "../../validate";

/**
 * My Account's "Set a password": an account without one (made with a provider) sets it; an account
 * with one changes it only with the current password. Rate limited like sign-in, since a wrong
 * current password is a password guess. A changed password signs the account out everywhere else:
 * whoever knew the old one (a shared or stolen device) loses the session it gave them.
 */
export const passwordRoutes = new Hono<AppEnv>().put(
  "/",
  write({ bumps: null }),
  authRateLimit("password"),
  zv("json", setPasswordBody),
  async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const userId = c.var.user!.id;
    const stored = await passwordHashOf(c.var.db, userId);
    if (stored === undefined) throw unauthorized();
    if (stored !== null) {
      if (!currentPassword) throw badRequest(SET_PASSWORD_MESSAGES.currentRequired);
      if (!(await verifyPassword(currentPassword, stored))) throw badRequest(SET_PASSWORD_MESSAGES.currentWrong);
    }
    if (!(await replacePassword(c.var.db, userId, stored, await hashPassword(newPassword))))
      throw new ApiError("conflict", SET_PASSWORD_MESSAGES.alreadySet);
    if (stored !== null) await deleteOtherSessions(c.var.db, userId, c.var.sessionId!);
    return c.json({
      hasPassword: true,
      message: stored === null ? SET_PASSWORD_MESSAGES.saved : SET_PASSWORD_MESSAGES.changed,
    });
  },
);
