import { z } from "zod";

/** PUT /api/account/vote: the persona id; whether it exists is checked against the writers table. */
export const reporterVoteBody = z.object({
  reporterId: z
    .string({ message: "Choose a reporter to vote for" })
    .trim()
    .min(1, "Choose a reporter to vote for")
    .max(64, "Unknown reporter"),
});
