import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeJson } from "./ai-provider.server";

/**
 * Security item 4 (SSRF): the AI endpoint the operator configured is reached (on loopback too, like a local
 * Ollama), and only that origin: a redirect from it to anywhere inside is not followed.
 */
const insideHits: string[] = [];
let provider: Server;
let inside: Server;
let providerUrl = "";
let insideUrl = "";
const completion = JSON.stringify({ choices: [{ message: { content: '{"text":"Olá","confidence":0.9}' } }] });

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
beforeAll(async () => {
  inside = createServer((req, res) => {
    insideHits.push(req.url ?? "");
    res.writeHead(200, { "Content-Type": "application/json" }).end(completion);
  });
  insideUrl = await listen(inside);
  provider = createServer((req, res) => {
    if (req.url === "/v1/chat/completions") return res.writeHead(200).end(completion);
    res.writeHead(307, { Location: `${insideUrl}/v1/chat/completions` }).end();
  });
  providerUrl = await listen(provider);
});
afterAll(() => {
  provider.close();
  inside.close();
});

describe("the AI provider's requests", () => {
  const messages = [{ role: "user" as const, content: "Translate" }];

  it("reach the configured origin, even on loopback", async () => {
    expect(await completeJson({ baseUrl: `${providerUrl}/v1`, model: "m" }, messages)).toEqual({
      text: "Olá",
      confidence: 0.9,
    });
  });

  it("do not follow it anywhere else: a redirect to an inside service is not reached", async () => {
    await expect(completeJson({ baseUrl: `${providerUrl}/moved/v1`, model: "m" }, messages)).rejects.toThrow(
      "The AI provider answered 307",
    );
    expect(insideHits).toEqual([]);
  });
});
