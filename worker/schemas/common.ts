import { z } from "zod";

export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, "Article id must be a positive whole number")
    .transform(Number),
});
