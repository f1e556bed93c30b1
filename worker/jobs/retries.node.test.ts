import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { MAX_RETRIES } from "./retries";

it("the consumer's last-delivery check uses the queue's own max_retries", () => {
  const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
  const consumer = /\[\[queues\.consumers\]\][^[]*?queue = "dgsn-jobs"[^[]*?max_retries = (\d+)/.exec(toml);
  expect(consumer, "the dgsn-jobs consumer in wrangler.toml").not.toBeNull();
  expect(Number(consumer![1])).toBe(MAX_RETRIES);
});
