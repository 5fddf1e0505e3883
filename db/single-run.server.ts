import { and, eq, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** The columns of a job's single state row (id 1) that decide whether a run may start. */
interface RunState {
  id: PgColumn;
  running: PgColumn;
  heartbeatAt: PgColumn;
  finishedAt: PgColumn;
}

/**
 * The condition under which an instance may claim a job that runs once across instances (the marketplace sync, the
 * order sync): the row is free, or its holder stopped renewing the heartbeat `staleAfterSeconds` ago; with
 * `dueHours` (the schedule), only when the last run ended that long ago.
 */
export function claimableRun(
  state: RunState,
  { dueHours, staleAfterSeconds }: { dueHours?: number; staleAfterSeconds: number },
) {
  return and(
    eq(state.id, 1),
    or(eq(state.running, false), sql`${state.heartbeatAt} < now() - make_interval(secs => ${staleAfterSeconds})`),
    dueHours === undefined
      ? undefined
      : sql`(${state.finishedAt} is null or ${state.finishedAt} <= now() - make_interval(secs => ${dueHours * 3600}))`,
  );
}
