// What happens when an article becomes ready to read (created without AI, or its AI job finished):
// it is queued for delivery to its league's Discord webhook. Publishing never waits for Discord.
export async function articleReady(env: Env, recapId: number): Promise<void> {
  await env.JOBS.send({ type: "discord-post", recapId });
}
