import { guardedFetch, OutgoingRequestError, type OutgoingAccess } from "~/lib/guarded-fetch.server";
import { InvalidError } from "~/lib/errors";
import { checkImageUpload, imageUploadLimits } from "./media.server";

/** How long one picture may take to download, redirects included. */
const downloadTimeoutMs = 15_000;

export type RemoteImage = { ok: true; bytes: Uint8Array; type: string } | { ok: false; reason: string };

/**
 * Downloads a picture the curator named by its address, through the guarded fetcher (public addresses only,
 * each redirect judged again), checked like an upload: at most 10 MB, a JPEG, PNG, WebP or AVIF by its bytes.
 * Never throws: a failure says why.
 */
export async function downloadImage(address: string, access: OutgoingAccess = {}): Promise<RemoteImage> {
  try {
    const res = await guardedFetch(address, {
      ...access,
      maxBytes: imageUploadLimits.maxBytes,
      timeoutMs: downloadTimeoutMs,
      headers: { Accept: "image/avif,image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.5" },
    });
    if (res.status < 200 || res.status > 299) return { ok: false, reason: `The address answered ${res.status}` };
    return { ok: true, bytes: res.body, type: await checkImageUpload({ name: "The picture", bytes: res.body }) };
  } catch (error) {
    // Only what the public answer said, never what refused or failed to answer (one message for all of those).
    if (error instanceof OutgoingRequestError && error.kind === "tooLarge")
      return { ok: false, reason: "Larger than 10 MB" };
    if (error instanceof InvalidError || error instanceof OutgoingRequestError)
      return { ok: false, reason: error.message };
    return { ok: false, reason: "The address could not be reached" };
  }
}
