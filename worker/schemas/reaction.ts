import { z } from "zod";
import { REACTION_EMOJI } from "../../db/domain";

export const reactionSchema = z.enum(REACTION_EMOJI, { message: "Unknown reaction" });
