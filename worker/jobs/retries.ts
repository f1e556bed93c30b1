/**
 * wrangler.toml `max_retries` of the JOBS consumer: delivery number MAX_RETRIES + 1 is the last one
 * before the dead-letter queue (retries.node.test.ts keeps the two in step).
 */
export const MAX_RETRIES = 5;
