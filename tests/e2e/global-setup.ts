import type { FullConfig } from "@playwright/test";
import { startWorkerServer } from "./worker-server";

/** Starts a server for each worker (tests/e2e/worker-server.ts); the function it returns stops them. */
export default async function globalSetup(config: FullConfig) {
  const started = await Promise.allSettled(
    Array.from({ length: config.workers }, (_, parallelIndex) => startWorkerServer(parallelIndex)),
  );
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
