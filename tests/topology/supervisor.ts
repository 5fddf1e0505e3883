import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { serveArguments } from "#server/engine/serve-command";

/**
 * One server instance kept running as systemd's `Restart=always` with `RestartSec=1` keeps it (deploy/): started
 * again a second after it ends, however it ends. Its output goes to `logFile`.
 */
export function supervise(name: string, env: Record<string, string>, logFile: string) {
  const log = createWriteStream(logFile, { flags: "a" });
  let child: ChildProcess | undefined;
  let stopping = false;
  let starts = 0;
  let exitedAt = 0;
  const start = () => {
    starts++;
    child = spawn(process.execPath, [...serveArguments], { env: { ...process.env, ...env } });
    child.stdout!.pipe(log, { end: false });
    child.stderr!.pipe(log, { end: false });
    child.on("exit", () => {
      exitedAt = performance.now();
      if (!stopping) setTimeout(start, 1000);
    });
  };
  start();
  const origin = `http://127.0.0.1:${env.PORT}`;
  return {
    name,
    origin,
    starts: () => starts,
    /** When (performance.now()) its last process ended. */
    exitedAt: () => exitedAt,
    /** As a crash or the OOM killer ends it: no shutdown of its own. */
    kill9: () => child?.kill("SIGKILL"),
    async stop() {
      stopping = true;
      if (child && child.exitCode === null && child.signalCode === null) {
        const ended = new Promise((resolve) => child!.once("exit", resolve));
        child.kill("SIGTERM");
        await ended;
      }
      log.end();
    },
  };
}

/** Waits until `url` answers 200; the milliseconds it took. */
export async function waitFor(url: string, timeoutMs = 60_000) {
  const started = performance.now();
  for (;;) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer 200 in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
