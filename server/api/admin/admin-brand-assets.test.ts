import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, sameOrigin } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";

const t = setupTestApp();
let cookie = "";
beforeAll(async () => {
  cookie = await adminCookie(t.request);
});

const replace = (id: number | string, bytes: Uint8Array, name: string, type: string) => {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  return t.request(`/api/admin/brand-assets/${id}`, {
    method: "PUT",
    headers: { Cookie: cookie, ...sameOrigin },
    body: form,
  });
};

describe("brand assets", () => {
  it("lists the assets and replaces one, which the public address then serves", async () => {
    const { body: assets } = await t.getJson<{ id: number; name: string; preview: string }[]>(
      "/api/admin/brand-assets",
      {
        headers: { Cookie: cookie },
      },
    );
    expect(assets.map((a) => a.name)).toEqual(["logo", "hero", "logo-mark", "og-default", "founder"]);
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#ff5a1f" } })
      .png()
      .toBuffer();
    const res = await replace(2, png, "hero.png", "image/png");
    expect(res.status).toBe(200);
    // Served as its display variant: the new picture, in WebP.
    const served = await t.request("/api/brand-assets/2");
    expect(served.headers.get("content-type")).toBe("image/webp");
    const { channels } = await sharp(Buffer.from(await served.arrayBuffer())).stats();
    [0xff, 0x5a, 0x1f].forEach((value, i) => expect(channels[i]!.mean).toBeCloseTo(value, -1));
    const after = (await res.json()) as { id: number; preview: string }[];
    expect(after.find((a) => a.id === 2)!.preview).not.toBe(assets.find((a) => a.id === 2)!.preview);
  });

  it("refuses a file that is not a photo, and an unknown asset, changing nothing", async () => {
    const before = await (await t.request("/api/brand-assets/5")).arrayBuffer();
    const svg = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    const refused = await replace(5, svg, "founder.svg", "image/svg+xml");
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { error: "founder.svg is not a JPEG, PNG, WebP or AVIF image" },
    ]);
    expect(Buffer.from(await (await t.request("/api/brand-assets/5")).arrayBuffer()).equals(Buffer.from(before))).toBe(
      true,
    );
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await replace(999, png, "x.png", "image/png")).status).toBe(404);
  });
});
