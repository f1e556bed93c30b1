// Bounded load against a local site, then an exact audit (issue 17):
//   npm run bench:load [-- --port 8880 --requests 10000 --concurrency 16 --accounts 8 --visitors 200]
// Starts `npm start` on its own port and state dir (localhost only, no demo content), then fires a
// fixed number of mixed requests — public reads, anonymous reactions (add/remove, each visitor with
// its own signed cookie and address), article creation from several accounts — and afterwards
// checks that every reaction count and every account's article rows are exactly what the server
// accepted. Prints the figures; exits non-zero on any mismatch or server error.
import { arg, percentile, round, startSite } from "./lib";

const port = Number(arg("port", "8880"));
const total = Number(arg("requests", "10000"));
const concurrency = Number(arg("concurrency", "16"));
const accountCount = Number(arg("accounts", "8"));
const visitorCount = Number(arg("visitors", "200"));
const EMOJI = ["👍", "🔥", "👀", "💯"];

const site = await startSite({ port, stateDir: `.wrangler/bench-load-${port}`, seed: "none", skipBuild: true });
const base = site.url;
const ipOf = (n: number) => `203.0.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

interface Client {
  ip: string;
  cookie: string;
}

async function send(client: Client, method: string, path: string, json?: unknown) {
  const headers: Record<string, string> = { "CF-Connecting-IP": client.ip, Origin: base };
  if (client.cookie) headers.Cookie = client.cookie;
  if (json !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const set = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (set.length) {
    const jar = new Map(client.cookie ? client.cookie.split("; ").map((c) => [c.split("=")[0]!, c] as const) : []);
    for (const c of set) jar.set(c.split("=")[0]!, c);
    client.cookie = [...jar.values()].join("; ");
  }
  return res;
}

const accounts: (Client & { created: number })[] = [];
for (let n = 0; n < accountCount; n++) {
  const client = { ip: ipOf(1000 + n), cookie: "", created: 0 };
  const res = await send(client, "POST", "/api/register", {
    username: `load${n}`,
    email: `load${n}@example.test`,
    password: "load test password",
  });
  if (res.status !== 201) throw new Error(`register ${n}: ${res.status} ${await res.text()}`);
  accounts.push(client);
}
// A few articles to react to and read.
const recapIds: number[] = [];
for (const [n, account] of accounts.entries()) {
  const res = await send(account, "POST", "/api/recaps", {
    type: "news",
    title: `Load story ${n}`,
    content: "Body.",
    aiRequested: false,
  });
  if (res.status !== 201) throw new Error(`create: ${res.status}`);
  account.created += 1;
  recapIds.push(((await res.json()) as { id: number }).id);
}

const visitors = Array.from({ length: visitorCount }, (_, n) => ({
  ip: ipOf(n),
  cookie: "",
  mine: new Map<number, string[]>(),
  busy: false,
}));
const statuses = new Map<string, number>();
const latencies: number[] = [];
const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
let seq = 0;
let rejectedWrites = 0;
const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;

async function one(i: number) {
  const roll = i % 10;
  const started = performance.now();
  if (roll < 6) {
    const path = pick([
      "/api/recaps",
      `/api/recaps/${pick(recapIds)}`,
      "/api/rss",
      "/",
      `/api/recaps/${pick(recapIds)}/reactions`,
    ]);
    const res = await fetch(`${base}${path}`);
    await res.arrayBuffer();
    count(`read ${res.status}`);
  } else if (roll < 9) {
    // One request at a time per visitor, so its last answer is its state.
    const free = visitors.filter((v) => !v.busy);
    const v = pick(free.length ? free : visitors);
    v.busy = true;
    const id = pick(recapIds);
    const emoji = pick(EMOJI);
    const remove = Math.random() < 0.3;
    const res = await send(v, "POST", `/api/recaps/${id}/reactions${remove ? "/remove" : ""}`, { reaction: emoji });
    if (res.status === 200) v.mine.set(id, ((await res.json()) as { mine: string[] }).mine);
    else await res.arrayBuffer();
    v.busy = false;
    count(`reaction ${res.status}`);
  } else {
    const account = pick(accounts);
    const res = await send(account, "POST", "/api/recaps", {
      type: "news",
      title: `Load write ${++seq}`,
      content: "Body.",
      aiRequested: false,
    });
    await res.arrayBuffer();
    if (res.status === 201) account.created += 1;
    else rejectedWrites += 1;
    count(`create ${res.status}`);
  }
  latencies.push(performance.now() - started);
}

const start = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) await one(next++);
  }),
);
const seconds = (performance.now() - start) / 1000;

// Audit: reaction counts against every visitor's last accepted state; article rows per account.
let mismatches = 0;
for (const id of recapIds) {
  const expected = new Map<string, number>();
  for (const v of visitors) for (const e of v.mine.get(id) ?? []) expected.set(e, (expected.get(e) ?? 0) + 1);
  const actual = (await (await fetch(`${base}/api/recaps/${id}/reactions`)).json()) as {
    reaction: string;
    count: number;
  }[];
  const got = new Map(actual.filter((r) => r.count > 0).map((r) => [r.reaction, r.count]));
  for (const e of new Set([...expected.keys(), ...got.keys()])) {
    if ((expected.get(e) ?? 0) !== (got.get(e) ?? 0)) {
      mismatches += 1;
      console.error(`article ${id} ${e}: expected ${expected.get(e) ?? 0}, counted ${got.get(e) ?? 0}`);
    }
  }
}
for (const [n, account] of accounts.entries()) {
  const mine = (await (await send(account, "GET", "/api/recaps/mine?limit=1000")).json()) as { total: number };
  if (mine.total !== account.created) {
    mismatches += 1;
    console.error(`account load${n}: ${account.created} accepted, ${mine.total} rows`);
  }
}
await site.stop();

const serverErrors = [...statuses].filter(([k]) => / 5\d\d$/.test(k)).reduce((s, [, n]) => s + n, 0);
console.log(`requests: ${total} in ${round(seconds)} s (${round(total / seconds)} req/s), concurrency ${concurrency}`);
console.log(`latency ms: p50 ${round(percentile(latencies, 50))}, p99 ${round(percentile(latencies, 99))}`);
for (const [k, n] of [...statuses].sort()) console.log(`  ${k}: ${n}`);
console.log(`articles accepted: ${accounts.reduce((s, a) => s + a.created, 0)} (refused writes: ${rejectedWrites})`);
console.log(`reaction audit: ${recapIds.length} articles × ${EMOJI.length} emoji, ${visitorCount} visitors`);
console.log(`mismatches: ${mismatches}, server errors: ${serverErrors}`);
if (mismatches || serverErrors) process.exit(1);
