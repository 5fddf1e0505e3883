import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";

/**
 * Images are read and rendered in a child process (image-worker.mjs), started on the first job and stopped
 * after `idleMs` without one: the memory sharp leaves behind goes with it (decision 0017, "images in their own
 * process"), and an image that crashes libvips costs a failed job, not the server.
 */
const workerFile = path.resolve(process.cwd(), "app/features/media/image-worker.mjs");
let idleMs = 10_000;

/**
 * The largest picture the site reads: checked from the header at upload, and the image process decodes nothing
 * larger (a 16000×16000 1-bit PNG is 31 KB and cost seconds of CPU per variant).
 */
export const pixelLimits = { maxPixels: 40_000_000, maxSide: 12_000 };

type Operation =
  | { op: "metadata"; data: Uint8Array }
  | { op: "decode"; data: Uint8Array }
  | { op: "strip"; data: Uint8Array }
  | { op: "fingerprint"; data: Uint8Array }
  | { op: "variant"; data: Uint8Array; width: number; format: string };
interface Results {
  metadata: { width?: number; height?: number };
  decode: true;
  strip: { data: Uint8Array; width?: number; height?: number; perceptualHash: string };
  /** A difference hash of 16 hex digits, or "none" for a picture of nearly one colour. */
  fingerprint: string;
  variant: Uint8Array;
}

interface Worker {
  child: ChildProcess;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
  idle?: NodeJS.Timeout;
}

let worker: Worker | undefined;
let nextId = 0;
let started = 0;
const jobsSent: Record<string, number> = {};

/** How many image processes this process has started (tests: one per busy spell, not one per image). */
export const imageProcessesStarted = () => started;
/** How many jobs of an operation this process has sent (tests: a cached variant costs none). */
export const imageJobsSent = (op: Operation["op"]) => jobsSent[op] ?? 0;
/** How many jobs the image process holds now (tests: public answers cannot pile up renders). */
export const imageJobsRunning = () => worker?.pending.size ?? 0;

/** Stops the image process now (tests start from none); jobs still running fail. */
export function stopImageProcess() {
  worker?.child.kill();
  worker = undefined;
}

/** How long the image process waits for another job before it stops (tests shorten it). */
export function setImageProcessIdle(ms: number) {
  idleMs = ms;
}

function startWorker(): Worker {
  // Nothing inherited (a profiler's flags, a test runner's loader, the app's secrets: it needs none); fewer
  // malloc arenas for libvips' threads.
  const child = fork(workerFile, [String(pixelLimits.maxPixels)], {
    execArgv: [],
    serialization: "advanced",
    env: { MALLOC_ARENA_MAX: "2" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  started++;
  const current: Worker = { child, pending: new Map() };
  child.on("message", (message: { id: number; result?: unknown; error?: string }) => {
    const job = current.pending.get(message.id);
    if (!job) return;
    current.pending.delete(message.id);
    if (message.error === undefined) job.resolve(message.result);
    else job.reject(new Error(message.error));
    if (!current.pending.size) rest(current);
  });
  const gone = (reason: string) => {
    if (worker === current) worker = undefined;
    clearTimeout(current.idle);
    for (const job of current.pending.values()) job.reject(new Error(`the image process ${reason}`));
    current.pending.clear();
  };
  child.on("exit", (code, signal) => gone(`exited (${signal ?? code})`));
  child.on("error", (error) => gone(`failed: ${error.message}`));
  return current;
}

/** Nothing to do: the process no longer keeps this one alive, and stops after `idleMs`. */
function rest(current: Worker) {
  current.child.unref();
  current.child.channel?.unref();
  current.idle = setTimeout(() => {
    if (worker === current) worker = undefined;
    current.child.kill();
  }, idleMs).unref();
}

/** Runs one image operation in the image process. */
export function inImageProcess<O extends Operation>(job: O): Promise<Results[O["op"]]> {
  const current = (worker ??= startWorker());
  clearTimeout(current.idle);
  current.child.ref();
  current.child.channel?.ref();
  const id = ++nextId;
  jobsSent[job.op] = (jobsSent[job.op] ?? 0) + 1;
  return new Promise((resolve, reject) => {
    current.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    current.child.send({ id, ...job }, (error) => {
      if (!error) return;
      current.pending.delete(id);
      reject(error);
    });
  });
}
