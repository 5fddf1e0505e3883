/** Gives the event loop a turn: long computations in the server's thread call it so other requests get answered. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

let answering: () => boolean = () => false;
/** The server says how to tell that requests are being answered (server/index.ts); nothing else sets it. */
export function stepAsideWhile(busy: () => boolean) {
  answering = busy;
}

/**
 * A turn, then a moment when no request is being answered (waiting at most `maxWaitMs`, so a busy site still gets
 * its figures): background work calls it between its steps. On PGlite a query runs in the server's thread and
 * cannot be interrupted, so a page that arrives waits for one background query, not for all of them.
 */
export async function quietTurn(maxWaitMs = 2000) {
  await nextTurn();
  const until = Date.now() + maxWaitMs;
  while (answering() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
}

/**
 * `map` over `items`, giving the event loop a turn every `size` items: on PGlite the database shares the thread, so
 * one long loop over the whole catalogue stalled every page (decision 0029).
 */
export async function mapInTurns<T, U>(items: readonly T[], map: (item: T) => U, size = 500): Promise<U[]> {
  const mapped: U[] = [];
  for (let start = 0; start < items.length; start += size) {
    if (start) await nextTurn();
    for (const item of items.slice(start, start + size)) mapped.push(map(item));
  }
  return mapped;
}

type Reads = readonly (() => unknown)[];
type ReadResults<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs `reads` all at once or, with `oneAtATime`, one after another with a turn between them: work in the background
 * then holds one PostgreSQL connection and one place in PGlite's queue at a time, so the pages' own queries pass
 * between its queries instead of waiting behind a dozen (decision 0029). The turn waits for a quiet moment
 * (`quietTurn`); work a request waits for takes a plain turn (`pause: nextTurn`), or it would wait for itself.
 */
export async function readAll<const T extends Reads>(
  reads: T,
  { oneAtATime = false, pause = quietTurn } = {},
): Promise<ReadResults<T>> {
  if (!oneAtATime) return (await Promise.all(reads.map((read) => read()))) as ReadResults<T>;
  const results: unknown[] = [];
  for (const read of reads) {
    if (results.length) await pause();
    results.push(await read());
  }
  return results as ReadResults<T>;
}
