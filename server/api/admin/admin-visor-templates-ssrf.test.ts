import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GenerateResult } from "~/features/visor-templates/visor-templates.server";
import { setupVisorTemplateTests } from "./admin-visor-templates.test-setup";

/**
 * Security item 4 (SSRF) through the visor template wizard: a picture's address may name, or redirect to, an
 * inside service; the app reaches none, and what it says of every one is the same sentence.
 */
const { pictures, send, k6, pictureCount, counts } = await setupVisorTemplateTests();

const insideHits: string[] = [];
const inside = createServer((req, res) => {
  insideHits.push(req.url ?? "");
  res.writeHead(200, { "Content-Type": "image/png" }).end("secret");
});
let insidePort = 0;
let closedPort = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => inside.listen(0, "127.0.0.1", resolve));
  insidePort = (inside.address() as AddressInfo).port;
  const closed = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => closed.once("listening", resolve));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(() => inside.close());

describe("the wizard's picture download", () => {
  it("reaches no inside address, directly or by redirect, and says the same of each", async () => {
    const via = (target: string) => `${pictures}/to?${new URLSearchParams({ u: target })}`;
    const addresses = [
      `http://127.0.0.1:${insidePort}/secret.png`,
      `http://localhost.:${insidePort}/secret.png`,
      `http://[::ffff:127.0.0.1]:${insidePort}/secret.png`,
      `http://0x7f.1:${insidePort}/secret.png`,
      `http://2130706433.:${insidePort}/secret.png`,
      "http://169.254.169.254/latest/meta-data/",
      `http://127.0.0.1:${closedPort}/secret.png`,
      via(`http://127.0.0.1:${insidePort}/secret.png`),
      via("http://169.254.169.254/latest/meta-data/"),
      via(`http://127.0.0.1:${closedPort}/secret.png`),
    ];
    const colors = addresses.map((_, i) => `Cor ${String.fromCharCode(97 + i)}`);
    const { status, body } = await send<GenerateResult>("POST", "/generate", {
      ...k6,
      helmetModel: "Pista GP RR",
      compatibleModels: [],
      customColors: colors,
      selectedColors: colors,
      colorSettings: Object.fromEntries(colors.map((color, i) => [color, { price: "30", imageUrl: addresses[i] }])),
    });
    expect(status).toBe(201);
    expect(body.picturesNotStored).toEqual(
      colors.map((color, i) => ({ color, url: addresses[i], reason: "The address could not be reached" })),
    );
    for (const { id } of body.created) expect(await pictureCount(id)).toBe(0);
    expect(insideHits).toEqual([]);
  });

  it("refuses an address with no dotted host name as bad input, writing nothing", async () => {
    const before = await counts();
    const { status, body } = await send("POST", "/generate", {
      ...k6,
      helmetModel: "Pista GP R",
      compatibleModels: [],
      selectedColors: ["dark"],
      colorSettings: { dark: { price: "30", imageUrl: `http://localhost:${insidePort}/secret.png` } },
    });
    expect([status, body]).toEqual([
      400,
      {
        error: "Use a full https:// link, or leave it empty",
        fields: { "colorSettings.dark.imageUrl": "Use a full https:// link, or leave it empty" },
      },
    ]);
    expect(await counts()).toEqual(before);
    expect(insideHits).toEqual([]);
  });
});
