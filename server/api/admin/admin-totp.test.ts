import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { setupTestApp, testAdminPassword } from "#tests/helpers/test-app";

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

    expect((await post("/api/admin/totp/disable", { code: "999999" }, cookie)).status).toBe(400);
    expect((await post("/api/admin/totp/disable", { code: confirmed.recoveryCodes[1] }, cookie)).status).toBe(200);
    expect((await post("/api/admin/login", { password: testAdminPassword })).status).toBe(200);
  });
});
