// One call per round trip for many concurrent askers, and never an answer older than the asking
// (decision 199).
//
// A cache hit asks the site's Durable Object for the content versions (decision 197); one RPC per
// hit was most of a hit's cost. An asker that arrives while a call is in flight does not join it:
// that call may have been answered before a write the asker must see had finished. It waits for
// the *next* call instead, which starts after it arrived and answers everyone who arrived during
// the previous one. One of those askers makes it, from its own request: in Workers an I/O call
// belongs to the request that made it, and a request that has finished cannot make one.
//
// A caller whose request is cancelled mid-call never hands over. Nobody waits on it for more than
// `maxWaitMs`: a waiter then makes its own call, and the next asker leads a new round.

type Turn<T> =
  | { kind: "lead"; followers: Waiter<T>[] }
  | { kind: "answer"; value: T }
  | { kind: "error"; error: unknown };

interface Waiter<T> {
  give: (turn: Turn<T>) => void;
  /** Set when it stopped waiting (`maxWaitMs`): it is never handed a round after that. */
  gaveUp: boolean;
}

export function joinedCalls<T>(call: () => Promise<T>, maxWaitMs: number): () => Promise<T> {
  /** When the current round's call started; null when none is in flight. */
  let leadingSince: number | null = null;
  /** Askers who arrived during the current call: the next round's. */
  let queue: Waiter<T>[] = [];

  /** Makes the round's call, answers its followers, and hands the next round to the first waiter. */
  async function lead(followers: Waiter<T>[]): Promise<T> {
    const since = Date.now();
    leadingSince = since;
    try {
      const value = await call();
      for (const f of followers) f.give({ kind: "answer", value });
      return value;
    } catch (error) {
      for (const f of followers) f.give({ kind: "error", error });
      throw error;
    } finally {
      // Unless a waiter took over after this call ran too long.
      if (leadingSince === since) {
        const [next, ...rest] = queue.filter((w) => !w.gaveUp);
        queue = [];
        if (next) {
          leadingSince = Date.now();
          next.give({ kind: "lead", followers: rest });
        } else leadingSince = null;
      }
    }
  }

  return async () => {
    if (leadingSince === null || Date.now() - leadingSince > maxWaitMs) return lead([]);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const turn = await new Promise<Turn<T> | null>((resolve) => {
      const waiter: Waiter<T> = { give: resolve, gaveUp: false };
      queue.push(waiter);
      timer = setTimeout(() => {
        waiter.gaveUp = true;
        resolve(null);
      }, maxWaitMs);
    });
    clearTimeout(timer);
    // The round never came (its caller's request ended): ask alone, after this asker arrived.
    if (turn === null) return call();
    if (turn.kind === "lead") return lead(turn.followers);
    if (turn.kind === "answer") return turn.value;
    throw turn.error;
  };
}
