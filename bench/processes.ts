import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { httpGet } from "./http.ts";

/** Only the tail of a child's output is kept: a server logging under load must not grow our memory. */
const OUTPUT_TAIL_CHARS = 20_000;

export interface Child {
  readonly name: string;
  readonly process: ChildProcess;
  /** Resolves once the process is gone, with its exit code or the signal that ended it. */
  readonly exited: Promise<number | string>;
  /** The last part of its stdout and stderr, interleaved. */
  output(): string;
  /** Sends `signal`; if the process outlives `graceMs`, SIGKILL. Resolves when it has exited. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

interface StartOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

/** Every child still alive, so an interrupted run can stop them all (see stopAllChildren). */
const running = new Set<Child>();

export function startChild(name: string, command: string, args: string[], options: StartOptions = {}): Child {
  // stdin ignored and both outputs read continuously: a child never blocks on, or dies from, a full or closed pipe.
  const proc = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
  let tail = "";
  const keep = (chunk: Buffer | string) => {
    tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  proc.stdout?.on("data", keep);
  proc.stderr?.on("data", keep);

  const exited = new Promise<number | string>((resolve) => {
    proc.once("error", (error) => {
      keep(`\n${error.message}\n`);
      resolve("spawn error");
    });
    proc.once("close", (code, signal) => resolve(code ?? signal ?? "unknown"));
  });

  const child: Child = {
    name,
    process: proc,
    exited,
    output: () => tail,
    stop: (signal = "SIGTERM", graceMs = 10_000) => stopChild(proc, exited, signal, graceMs),
  };
  running.add(child);
  void exited.then(() => running.delete(child));
  return child;
}

function isAlive(proc: ChildProcess) {
  return proc.exitCode === null && proc.signalCode === null && proc.pid !== undefined;
}

async function stopChild(proc: ChildProcess, exited: Promise<unknown>, signal: NodeJS.Signals, graceMs: number) {
  if (!isAlive(proc)) return;
  proc.kill(signal);
  const gone = await Promise.race([exited.then(() => true), delay(graceMs).then(() => false)]);
  if (!gone && isAlive(proc)) {
    proc.kill("SIGKILL");
    await exited;
  }
}

/** Stops every child still running, most recent first (e.g. Lighthouse before the server it measures). */
export async function stopAllChildren() {
  for (const child of [...running].reverse()) await child.stop();
}

/** Runs a command to its end; kills it after `timeoutMs`. */
export async function runToCompletion(
  name: string,
  command: string,
  args: string[],
  options: StartOptions & { timeoutMs: number; stopSignal?: NodeJS.Signals },
) {
  const child = startChild(name, command, args, options);
  const timer = setTimeout(() => void child.stop(options.stopSignal ?? "SIGTERM"), options.timeoutMs);
  const code = await child.exited;
  clearTimeout(timer);
  return { code, output: child.output() };
}

export function delay(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

/** Asks the OS for a free loopback port. It could in theory be taken before we bind it; fine for a bench. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("No port assigned")),
      );
    });
  });
}

/** Polls `url` until it answers 200. Gives up early if `child` dies, since then it never will. */
export async function waitForOk(url: string, child: Child, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let childGone = false;
  void child.exited.then(() => (childGone = true));
  while (Date.now() < deadline) {
    if (childGone) throw new Error(`${child.name} exited before ${url} answered:\n${child.output()}`);
    const status = await httpGet(url, {}, 2_000).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await delay(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s. ${child.name} output:\n${child.output()}`);
}
