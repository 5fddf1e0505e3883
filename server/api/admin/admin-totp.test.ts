import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { setupTestApp, testAdminPassword } from "#tests/helpers/test-app";
import { loginAttempts } from "#db/schema";
import { hashPassword } from "~/features/admin/auth.server";
import { disableTotp } from "~/features/admin/totp.server";

const t = setupTestApp({ seed: false });

const post = (path: string, body: unknown, cookie = "") =>
  t.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...sameOrigin, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

describe("two-step login", () => {
  it("enrols with a QR code, then asks for a fresh code or a recovery code at login", async () => {
    const cookie = await adminCookie(t.request);
    expect((await t.getJson("/api/admin/totp", { headers: { Cookie: cookie } })).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const setup = await (await post("/api/admin/totp/setup", {}, cookie)).json();
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(setup.qrSvg).toMatch(/^<svg/);
    // Not on until a code confirms the app has the secret.
    expect((await post("/api/admin/login", { password: testAdminPassword })).status).toBe(200);
    const wrongConfirm = await post("/api/admin/totp/confirm", { code: "000000" }, cookie);
    expect(wrongConfirm.status).toBe(400);

    const confirmed = await (await post("/api/admin/totp/confirm", { code: codeAt(setup.secret) }, cookie)).json();
    expect(confirmed.recoveryCodes).toHaveLength(10);

    const asked = await post("/api/admin/login", { password: testAdminPassword });
    expect(asked.status).toBe(401);
    expect(await asked.json()).toMatchObject({
      needsCode: true,
      message: "Enter the code from your authenticator app",
    });
    expect(asked.headers.get("set-cookie")).toBeNull();

    const wrong = await post("/api/admin/login", { password: testAdminPassword, code: "123456" });
    expect(await wrong.json()).toMatchObject({ message: "Invalid code" });
    const wrongPassword = await post("/api/admin/login", { password: "nope", code: codeAt(setup.secret, 1) });
    expect(await wrongPassword.json()).toMatchObject({ message: "Invalid password" });

    const fresh = codeAt(setup.secret, 1);
    expect((await post("/api/admin/login", { password: testAdminPassword, code: fresh })).status).toBe(200);
    // A code works once.
    expect((await post("/api/admin/login", { password: testAdminPassword, code: fresh })).status).toBe(401);

    const recovery = confirmed.recoveryCodes[0] as string;
    expect((await post("/api/admin/login", { password: testAdminPassword, code: recovery })).status).toBe(200);
    expect((await post("/api/admin/login", { password: testAdminPassword, code: recovery })).status).toBe(401);
    expect((await t.getJson("/api/admin/totp", { headers: { Cookie: cookie } })).body).toEqual({
      enabled: true,
      recoveryCodesLeft: 9,
    });

    // Turning it off takes the password as well as a code: the session alone is not enough.
    const spare = confirmed.recoveryCodes[1] as string;
    const disable = (body: object) => post("/api/admin/totp/disable", body, cookie);
    const noPassword = await disable({ code: spare });
    expect(noPassword.status).toBe(400);
    expect(await noPassword.json()).toMatchObject({ fields: { password: "Enter your password" } });
    const wrongPasswordOff = await disable({ password: "nope", code: spare });
    expect(wrongPasswordOff.status).toBe(400);
    expect(await wrongPasswordOff.json()).toMatchObject({ fields: { password: "Invalid password" } });
    const wrongCodeOff = await disable({ password: testAdminPassword, code: "999999" });
    expect(await wrongCodeOff.json()).toMatchObject({ fields: { code: "Invalid code" } });
    expect((await t.getJson("/api/admin/totp", { headers: { Cookie: cookie } })).body).toMatchObject({ enabled: true });
    // The wrong password did not use the recovery code up.
    expect((await disable({ password: testAdminPassword, code: spare })).status).toBe(200);
    expect((await post("/api/admin/login", { password: testAdminPassword })).status).toBe(200);
  });
});

describe("turning two-step login off", () => {
  it("counts wrong passwords as failed logins: the lockout answers 429 with Retry-After", async () => {
    const cookie = await adminCookie(t.request);
    const setup = await (await post("/api/admin/totp/setup", {}, cookie)).json();
    await post("/api/admin/totp/confirm", { code: codeAt(setup.secret) }, cookie);
    try {
      for (let i = 0; i < 5; i++)
        expect((await post("/api/admin/totp/disable", { password: `guess-${i}`, code: "123456" }, cookie)).status).toBe(
          400,
        );
      const locked = await post("/api/admin/totp/disable", { password: testAdminPassword, code: "123456" }, cookie);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await t.getJson("/api/admin/totp", { headers: { Cookie: cookie } })).body).toMatchObject({
        enabled: true,
      });
    } finally {
      await disableTotp(t.database.db);
      await t.database.db.delete(loginAttempts); // the lockout would refuse the next test's logins
    }
  });
});

describe("a code used by two logins at once", () => {
  it("gives one session, whether a code of the app or a recovery code", async () => {
    // Each login from its own address, so the failures of the losers lock nobody out.
    const app = createApp({
      database: t.database,
      trustProxy: true,
      adminPasswordHash: await hashPassword(testAdminPassword),
    });
    let client = 0;
    const race = (code: string, logins: number) =>
      Promise.all(
        Array.from({ length: logins }, () =>
          app.request("/api/admin/login", {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${++client}`, ...sameOrigin },
            body: JSON.stringify({ password: testAdminPassword, code }),
          }),
        ),
      ).then((answers) => answers.filter((a) => a.status === 200).length);

    const cookie = await adminCookie(t.request);
    const setup = await (await post("/api/admin/totp/setup", {}, cookie)).json();
    const { recoveryCodes } = await (
      await post("/api/admin/totp/confirm", { code: codeAt(setup.secret) }, cookie)
    ).json();
    try {
      expect(await race(codeAt(setup.secret, 1), 8)).toBe(1);
      for (const code of (recoveryCodes as string[]).slice(0, 4)) expect(await race(code, 4)).toBe(1);
    } finally {
      await disableTotp(t.database.db);
    }
  });
});
