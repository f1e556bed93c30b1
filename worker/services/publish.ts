// What happens when an article becomes ready to read (created without AI, or its AI job finished):
// it is queued for delivery to its league's Discord webhook. Publishing never waits for Discord.

/**
 * The create flow uploads the featured image in a second request right after the article exists;
 * a short delay lets the Discord post include it.
 */
export const DISCORD_POST_DELAY_SECONDS = 8;

export async function articleReady(env: Env, recapId: number): Promise<void> {
  await env.JOBS.send({ type: "discord-post", recapId }, { delaySeconds: DISCORD_POST_DELAY_SECONDS });
}
