// Used from tests inside workerd to script the fake upstream server and read what it received.
import { env } from "cloudflare:workers";
import type { RecordedRequest, ScriptedResponse } from "./server";

export const fakeUrl = () => env.FAKE_URL;

/** A fresh path prefix per test, so parallel test files never see each other's traffic. */
export const uniquePrefix = (name: string) => `/${name}-${crypto.randomUUID()}`;

export async function script(prefix: string, responses: ScriptedResponse[]): Promise<void> {
  const res = await fetch(`${fakeUrl()}/__script`, {
    method: "POST",
    body: JSON.stringify({ prefix, responses }),
  });
  if (res.status !== 204) throw new Error(`fake server refused script: ${res.status}`);
}

export async function received(prefix: string): Promise<RecordedRequest[]> {
  const res = await fetch(`${fakeUrl()}/__requests?prefix=${encodeURIComponent(prefix)}`);
  return res.json();
}
