import type { Db } from "#db/client.server";
import { nextTurn, quietTurn } from "~/lib/in-turns";
import { readCatalogueVersion } from "#db/catalogue-cache.server";

/**
 * Whole-catalogue computations the admin shows (decision 0029): computed once per catalogue version, in the
 * background, and kept beside the catalogue cache rather than in it, because the last result must outlive a new
 * version: a request answers with the last result and its age instead of waiting seconds for a new one. A result is
 * also computed again after `maxAgeMs`, for inputs that bump no version (link checks, stored pictures).
 */
export interface BackgroundResult<T> {
  value: T;
  computedAt: Date;
  /** Computed for the catalogue version of now, and younger than the maximum age. */
  current: boolean;
}

interface State {
  last?: { value: unknown; version: number; computedAt: Date };
  running?: Promise<void>;
}

const states = new WeakMap<Db, Map<string, State>>();
const lanes = new WeakMap<Db, Promise<unknown>>();

/**
 * Background computations of one database run one after another, each once no request is being answered
 * (`quietTurn`): the request that asked has its own queries done first, and two whole-catalogue computations never
 * share PGlite's queue or PostgreSQL's pool with the pages at once (decision 0029). One that a request waits for takes
 * a plain turn (`nextTurn`): waiting for no request to be answered, it would wait for the one that asked.
 */
function inLane<T>(db: Db, work: () => Promise<T>, pause = quietTurn): Promise<T> {
  const run = (lanes.get(db) ?? Promise.resolve()).then(() => pause()).then(work);
  lanes.set(
    db,
    run.catch(() => undefined),
  );
  return run;
}

/**
 * Waits until the background computations of `db` asked for so far are done: a database closed under one fails it
 * and logs an error after its owner has gone (a test's teardown, a stopping server).
 */
export async function backgroundReadsDone(db: Db) {
  await lanes.get(db);
}

function stateOf(db: Db, key: string) {
  let byKey = states.get(db);
  if (!byKey) states.set(db, (byKey = new Map()));
  let state = byKey.get(key);
  if (!state) byKey.set(key, (state = {}));
  return state;
}

export interface BackgroundReadOptions {
  /** Wait for a current result (a mail, a test) instead of answering the last one at once. */
  wait?: boolean;
  /** A result older than this is computed again (shown meanwhile). */
  maxAgeMs?: number;
}

/**
 * The last result of `compute` for `key`, starting a new computation when it is missing, of an older catalogue
 * version or older than `maxAgeMs` (one at a time per key). Undefined when nothing was computed yet and `wait` is off.
 */
export async function backgroundRead<T>(
  db: Db,
  key: string,
  compute: () => Promise<T>,
  { wait = false, maxAgeMs = 10 * 60_000 }: BackgroundReadOptions = {},
): Promise<BackgroundResult<T> | undefined> {
  const state = stateOf(db, key);
  let version = await readCatalogueVersion(db);
  const isCurrent = () =>
    state.last !== undefined &&
    state.last.version === version &&
    Date.now() - state.last.computedAt.getTime() <= maxAgeMs;
  const start = () => {
    if (state.running) return;
    state.running = inLane(
      db,
      async () => {
        // The version read before computing: a change made meanwhile makes the result old at once.
        const computedFor = await readCatalogueVersion(db);
        const value = await compute();
        state.last = { value, version: computedFor, computedAt: new Date() };
      },
      wait ? nextTurn : quietTurn,
    )
      .catch((error: unknown) => console.error(`Background computation "${key}" failed:`, error))
      .finally(() => (state.running = undefined));
  };
  if (!isCurrent()) start();
  // A computation under way may be of an older version: then one more.
  for (let round = 0; wait && round < 2 && !isCurrent(); round++) {
    start();
    await state.running;
    version = await readCatalogueVersion(db);
  }
  if (!state.last) return undefined;
  return { value: state.last.value as T, computedAt: state.last.computedAt, current: isCurrent() };
}
