/** Gives the event loop a turn: long computations in the server's thread call it so other requests get answered. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

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
