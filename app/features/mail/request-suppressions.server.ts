import { createHash } from "node:crypto";
import type { Db } from "#db/client.server";
import { requestSuppressions } from "#db/schema";

export type ForgottenRequestKind = (typeof requestSuppressions.kind.enumValues)[number];

/** What is kept of a forgotten request: the hash of its random stop token, which names no one. */
export const requestSuppressionHash = (stopToken: string) => createHash("sha256").update(stopToken).digest("hex");

/** Remembers that the rider forgot this request, so a restored backup leaves it (and its mail) out. */
export async function rememberForgottenRequest(db: Db, kind: ForgottenRequestKind, stopToken: string) {
  await db
    .insert(requestSuppressions)
    .values({ tokenHash: requestSuppressionHash(stopToken), kind })
    .onConflictDoNothing();
}

/** The stop-token hashes of every forgotten request, per kind. */
export async function forgottenRequests(db: Db): Promise<Record<ForgottenRequestKind, Set<string>>> {
  const rows = await db.select().from(requestSuppressions);
  const of = (kind: ForgottenRequestKind) => new Set(rows.filter((r) => r.kind === kind).map((r) => r.tokenHash));
  return { visor: of("visor"), stock: of("stock"), alert: of("alert") };
}
