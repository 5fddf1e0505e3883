import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * Security item 4 (SSRF): lint keeps every outgoing request of the server in the guarded fetcher. The repository's
 * own ESLint configuration, run on code that would open a connection elsewhere.
 */
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });
const outgoingRules = new Set(["no-restricted-globals", "no-restricted-imports", "no-restricted-syntax"]);

async function complaints(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => outgoingRules.has(m.ruleId ?? "")).map((m) => m.message);
}

describe("outgoing requests outside the guarded fetcher", () => {
  it("are refused in server code, whatever the way", async () => {
    for (const [file, code] of [
      ["app/features/media/probe.server.ts", 'export const a = () => fetch("http://169.254.169.254/");'],
      ["app/features/media/probe.server.ts", 'export const a = () => globalThis.fetch("http://10.0.0.1/");'],
      ["server/api/probe.ts", 'import https from "node:https";\nexport const a = https;'],
      ["server/api/probe.ts", 'import { request } from "node:http";\nexport const a = request;'],
      ["server/api/probe.ts", 'import http from "node:http";\nexport const a = http;'],
      ["db/probe.ts", 'import { connect } from "node:net";\nexport const a = connect;'],
      ["app/lib/probe.ts", 'import { fetch as get } from "undici";\nexport const a = get;'],
      ["app/lib/probe.ts", 'export const a = () => import("node:https");'],
    ]) {
      expect(await complaints(file!, code!), code).toEqual([expect.stringMatching(/guardedFetch/)]);
    }
  });

  it("are allowed in the guarded fetcher, browser code and tests; serving HTTP is allowed everywhere", async () => {
    for (const [file, code] of [
      ["app/lib/guarded-fetch.server.ts", 'import https from "node:https";\nexport const a = https;'],
      ["app/enhance/probe.ts", 'export const a = () => fetch("/api/products");'],
      ["app/features/admin/admin-fetch.ts", 'export const a = () => fetch("/api/admin/products");'],
      ["server/api/probe.test.ts", 'export const a = () => fetch("http://127.0.0.1/");'],
      ["server/probe.ts", 'import { createServer } from "node:http";\nexport const a = createServer;'],
      ["server/probe.ts", 'import type { AddressInfo } from "node:net";\nexport type A = AddressInfo;'],
    ]) {
      expect(await complaints(file!, code!), `${file}: ${code}`).toEqual([]);
    }
  });
});
