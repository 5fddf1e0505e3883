import { checkImageUpload, imageUploadLimits } from "./media.server";
import { InvalidError } from "~/lib/errors";

/** How long one picture may take to download. */
const downloadTimeoutMs = 15_000;

export type RemoteImage = { ok: true; bytes: Uint8Array; type: string } | { ok: false; reason: string };

/**
 * Downloads a picture the curator named by its address, checked like an upload (http(s) only, at
 * most 10 MB, a JPEG, PNG, WebP or AVIF by its bytes). Never throws: a failure says why.
 */
export async function downloadImage(address: string): Promise<RemoteImage> {
  const url = URL.canParse(address) ? new URL(address) : null;
  if (!url || !["http:", "https:"].includes(url.protocol)) return { ok: false, reason: "Not an http(s) address" };
  try {
    const res = await fetch(url, { redirect: "follow", signal: AbortSignal.timeout(downloadTimeoutMs) });
    if (!res.ok || !res.body) return { ok: false, reason: `The address answered ${res.status}` };
    if (Number(res.headers.get("content-length")) > imageUploadLimits.maxBytes) {
      await res.body.cancel();
      return { ok: false, reason: "Larger than 10 MB" };
    }
    const bytes = await readAtMost(res.body, imageUploadLimits.maxBytes);
    if (!bytes) return { ok: false, reason: "Larger than 10 MB" };
    return { ok: true, bytes, type: await checkImageUpload({ name: "The picture", bytes }) };
  } catch (error) {
    if (error instanceof InvalidError) return { ok: false, reason: error.message };
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return { ok: false, reason: timedOut ? "The address did not answer in time" : "The address could not be reached" };
  }
}

/** The body's bytes, or null as soon as it passes `limit` (a missing or false Content-Length is not trusted). */
async function readAtMost(body: ReadableStream<Uint8Array>, limit: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
