import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { createHash, randomBytes } from "node:crypto";
import { renderSVG } from "uqr";
import type { Db } from "#db/client.server";
import { settings } from "#db/schema";
import { ConflictError, InvalidError } from "~/lib/errors";

/**
 * The optional second factor: TOTP (RFC 6238, 30 s, 6 digits) from any authenticator app, plus
 * ten one-time recovery codes. Stored in settings ("admin-totp"); recovery codes only as hashes.
 */
interface TotpSetting {
  enabled: boolean;
  secret: string;
  /** Set while enrolling: becomes `secret` once a code from it is confirmed. */
  pendingSecret?: string;
  recoveryCodeHashes: string[];
  /** The last accepted time step: a code is never accepted twice. */
  lastStep: number;
}

const settingKey = "admin-totp";
const recoveryCodeCount = 10;
const hash = (code: string) => createHash("sha256").update(code.replace(/[\s-]/g, "").toLowerCase()).digest("hex");

/** The setting; `lock` holds its row until the transaction ends, so two logins cannot spend one code. */
async function readSetting(db: Db, { lock = false } = {}): Promise<TotpSetting | undefined> {
  const query = db.select({ value: settings.value }).from(settings).where(eq(settings.key, settingKey));
  const [row] = await (lock ? query.for("update") : query);
  return row?.value as TotpSetting | undefined;
}

async function writeSetting(db: Db, value: TotpSetting) {
  await db
    .insert(settings)
    .values({ key: settingKey, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

const totpOf = (secret: string, siteName = "Admin") =>
  new TOTP({ issuer: siteName, label: "admin", secret: Secret.fromBase32(secret), digits: 6, period: 30 });

export async function isTotpEnabled(db: Db) {
  return (await readSetting(db))?.enabled === true;
}

/** Starts enrolment: a new secret, as text and as a QR code, that counts once a code from it is confirmed. */
export async function beginTotpSetup(db: Db, siteName: string) {
  const current = await readSetting(db);
  if (current?.enabled) throw new ConflictError("Two-step login is already on: turn it off first");
  const secret = new Secret({ size: 20 }).base32;
  await writeSetting(db, { enabled: false, secret: "", pendingSecret: secret, recoveryCodeHashes: [], lastStep: 0 });
  const uri = totpOf(secret, siteName).toString();
  return { secret, uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/** The step of `code` if it is valid now (one step of clock drift either way), else null. */
function acceptedStep(secret: string, code: string, now: number) {
  const delta = totpOf(secret).validate({ token: code.replace(/\s/g, ""), timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 30_000) + delta;
}

/** Confirms enrolment with a first code; answers the recovery codes, shown this once. */
export async function confirmTotpSetup(db: Db, code: string, now = Date.now()) {
  const current = await readSetting(db);
  if (!current?.pendingSecret) throw new ConflictError("Start the set-up first");
  const step = acceptedStep(current.pendingSecret, code, now);
  if (step === null)
    throw new InvalidError("That code is not right: check the time on your phone and try the next one", {
      code: "Invalid code",
    });
  const recoveryCodes = Array.from({ length: recoveryCodeCount }, () =>
    randomBytes(5)
      .toString("hex")
      .replace(/(.{5})/, "$1-"),
  );
  await writeSetting(db, {
    enabled: true,
    secret: current.pendingSecret,
    recoveryCodeHashes: recoveryCodes.map(hash),
    lastStep: step,
  });
  return { recoveryCodes };
}

/**
 * Checks a login's second factor: a fresh TOTP code, or an unused recovery code, and spends it, in
 * one transaction holding the setting's row: of two logins racing with one code, one gets it.
 * With `recoveryCodeOnly` (the way past a lockout) a TOTP code is not accepted.
 */
export async function verifySecondFactor(db: Db, code: string, now = Date.now(), { recoveryCodeOnly = false } = {}) {
  return db.transaction(async (db) => {
    const current = await readSetting(db, { lock: true });
    if (!current?.enabled) return !recoveryCodeOnly;
    const step = recoveryCodeOnly ? null : acceptedStep(current.secret, code, now);
    if (step !== null && step > current.lastStep) {
      await writeSetting(db, { ...current, lastStep: step });
      return true;
    }
    const recovery = current.recoveryCodeHashes.indexOf(hash(code));
    if (recovery === -1) return false;
    await writeSetting(db, {
      ...current,
      recoveryCodeHashes: current.recoveryCodeHashes.filter((_, i) => i !== recovery),
    });
    return true;
  });
}

/** Whether `code` is one of the unused recovery codes (a cheap check: nothing is spent). */
export async function isRecoveryCode(db: Db, code: string) {
  const current = await readSetting(db);
  return current?.enabled === true && current.recoveryCodeHashes.includes(hash(code));
}

export async function totpStatus(db: Db) {
  const current = await readSetting(db);
  return {
    enabled: current?.enabled === true,
    recoveryCodesLeft: current?.enabled ? current.recoveryCodeHashes.length : 0,
  };
}

/** Turns the second factor off (the caller has checked a current code). */
export async function disableTotp(db: Db) {
  await db.delete(settings).where(eq(settings.key, settingKey));
}
