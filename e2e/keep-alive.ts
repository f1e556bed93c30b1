import http from "node:http";
import type { Socket } from "node:net";

// Playwright's API requests (page.request) keep their connections open between calls, and the
// server closes one that has been idle for 5 s (workerd, measured; it sends no Keep-Alive hint).
// A call sent on a connection in the very moment the server closes it fails with ECONNRESET: seen
// in CI, and reproduced on a dev machine in 1 of 45 calls made after idle gaps of 4996–5004 ms (in
// each of two sweeps; none of 45 with this in place). So the test process gives up an idle
// connection first, a second before the server would, and the next call opens a new one. Loaded by
// playwright.config.ts, which every test process reads.
const CLIENT_IDLE_MS = 4_000;

// The types say void; Node returns whether the socket goes back to the pool.
const agent = http.Agent.prototype as unknown as { keepSocketAlive(this: http.Agent, socket: Socket): boolean };
const keepSocketAlive = agent.keepSocketAlive;
agent.keepSocketAlive = function (socket) {
  const keep = keepSocketAlive.call(this, socket);
  // The agent destroys a free socket when it times out; a socket in use ignores the timeout.
  if (keep) socket.setTimeout(CLIENT_IDLE_MS);
  return keep;
};
