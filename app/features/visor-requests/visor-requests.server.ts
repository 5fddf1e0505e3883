import type { Db } from "#db/client.server";
import { visorRequests } from "#db/schema";
import type { VisorRequestInput } from "./visor-requests.schema";

/** Records interest in a visor for a helmet; asking again for the same helmet keeps the first request. */
export async function requestVisor(db: Db, input: VisorRequestInput) {
  const { status: _ignored, ...fields } = input;
  const [created] = await db
    .insert(visorRequests)
    .values({ ...fields, pageUrl: fields.pageUrl ?? null, status: "pending" })
    .onConflictDoNothing({ target: [visorRequests.email, visorRequests.helmetBrand, visorRequests.helmetModel] })
    .returning({ id: visorRequests.id, requestedAt: visorRequests.requestedAt });
  return { created: Boolean(created) };
}
