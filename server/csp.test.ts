import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, scriptOrigin, withContentSecurityPolicy } from "./csp";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("content security policy", () => {
  it("hashes the inline scripts a browser runs, and only those", () => {
    const hydration = 'window.__reactRouterContext = {"url":"/pt/"};';
    const loader = 'import "/assets/entry.client.js";';
    const html = [
      `<script>${hydration}</script>`,
      `<script type="module">${loader}</script>`,
      `<script type="application/ld+json">{"@type":"Product"}</script>`,
      `<script type="module" src="/assets/document.js"></script>`,
      `<script async src="https://widget.example/w.js"></script>`,
      `<SCRIPT type='text/javascript'>café()</SCRIPT >`,
      `<script>${hydration}</script>`,
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([sha256(hydration), sha256(loader), sha256("café()")]);
    expect(inlineScriptHashes("<p>No scripts</p>")).toEqual([]);
  });

  it("allows this origin, the listed hashes and the widget's origin; no inline script, plugin or framing", () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["sha256-abc="], widgetOrigin: "https://widget.example" });
    const directives = Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d]));
    expect(directives["script-src"]).toBe("script-src 'self' 'sha256-abc=' https://widget.example");
    expect(directives["script-src"]).not.toContain("unsafe");
    expect(directives["object-src"]).toBe("object-src 'none'");
    expect(directives["frame-ancestors"]).toBe("frame-ancestors 'none'");
    expect(contentSecurityPolicy({ scriptHashes: [] })).toContain("script-src 'self';");
  });

  it("takes a widget's origin from a full http(s) URL only", () => {
    expect(scriptOrigin("https://widget.example/path/w.js?v=2")).toBe("https://widget.example");
    expect(scriptOrigin("/local.js")).toBeUndefined();
    expect(scriptOrigin("javascript:alert(1)")).toBeUndefined();
    expect(scriptOrigin(null)).toBeUndefined();
  });

  it("adds the policy to HTML answers with their body intact, and leaves other answers alone", async () => {
    const html = "<!DOCTYPE html><html><body><script>go()</script></body></html>";
    const page = await withContentSecurityPolicy(
      new Response(html, { status: 404, headers: { "Content-Type": "text/html", "Cache-Control": "public" } }),
    );
    expect(page.status).toBe(404);
    expect(page.headers.get("cache-control")).toBe("public");
    expect(page.headers.get("content-security-policy")).toContain(`'${sha256("go()")}'`);
    expect(await page.text()).toBe(html);
    const json = new Response("{}", { headers: { "Content-Type": "application/json" } });
    expect(await withContentSecurityPolicy(json)).toBe(json);
  });
});
