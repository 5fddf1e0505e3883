import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newScriptNonce, scriptOrigin, withContentSecurityPolicy } from "./csp";

describe("content security policy", () => {
  it("allows this origin, the render's nonce and the widget's origin; no inline script, plugin or framing", () => {
    const policy = contentSecurityPolicy({ nonce: "abc=", widgetOrigin: "https://widget.example" });
    const directives = Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d]));
    expect(directives["script-src"]).toBe("script-src 'self' 'nonce-abc=' https://widget.example");
    expect(directives["script-src"]).not.toContain("unsafe");
    expect(directives["object-src"]).toBe("object-src 'none'");
    expect(directives["frame-ancestors"]).toBe("frame-ancestors 'none'");
    expect(contentSecurityPolicy({})).toContain("script-src 'self';");
  });

  it("makes a new unguessable nonce for every render", () => {
    const nonces = new Set(Array.from({ length: 1000 }, newScriptNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("takes a widget's origin from a full http(s) URL only", () => {
    expect(scriptOrigin("https://widget.example/path/w.js?v=2")).toBe("https://widget.example");
    expect(scriptOrigin("/local.js")).toBeUndefined();
    expect(scriptOrigin("javascript:alert(1)")).toBeUndefined();
    expect(scriptOrigin(null)).toBeUndefined();
  });

  it("adds the policy to HTML answers with their body intact, and leaves other answers alone", async () => {
    const html = '<!DOCTYPE html><html><body><script nonce="n0nce">go()</script></body></html>';
    const page = withContentSecurityPolicy(
      new Response(html, { status: 404, headers: { "Content-Type": "text/html", "Cache-Control": "public" } }),
      "n0nce",
    );
    expect(page.status).toBe(404);
    expect(page.headers.get("cache-control")).toBe("public");
    expect(page.headers.get("content-security-policy")).toContain("'nonce-n0nce'");
    expect(await page.text()).toBe(html);
    const json = new Response("{}", { headers: { "Content-Type": "application/json" } });
    expect(withContentSecurityPolicy(json, "n0nce")).toBe(json);
  });
});
