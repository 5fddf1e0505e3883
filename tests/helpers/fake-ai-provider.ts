import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
}

/** What the fake answers: a JSON body for the completion, or an HTTP error. */
export type FakeReply = { text: string; confidence?: number } | { status: number; body: string } | { raw: string };

/**
 * A small OpenAI-compatible chat-completions server for tests: it "translates" by tagging the
 * text with the target language code (`Viseira fumada [fr]`), and a test can replace `reply` to
 * make it fail, answer garbage or count calls. The text is what follows the prompt's last "Text:"
 * line (where the default translate prompt puts {{text}}); the language comes from the system message.
 */
/** `port` 0 picks a free one; the browser tests use a fixed port the e2e server is told about. */
export async function startFakeAiProvider({ port = 0 } = {}) {
  const requests: ChatRequest[] = [];
  const fake = {
    requests,
    baseUrl: "",
    model: "fake-translator",
    /** May answer later (a promise): a test holds one call to see what the page shows meanwhile. */
    reply: defaultReply as (request: ChatRequest) => FakeReply | Promise<FakeReply>,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer(async (req, res) => {
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end("not found");
      return;
    }
    const request = JSON.parse(await readBody(req)) as ChatRequest;
    requests.push(request);
    const reply = await fake.reply(request);
    if ("status" in reply) {
      res.writeHead(reply.status, { "Content-Type": "text/plain" }).end(reply.body);
      return;
    }
    const content = "raw" in reply ? reply.raw : JSON.stringify({ text: reply.text, confidence: reply.confidence });
    res.writeHead(200, { "Content-Type": "application/json" }).end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: "chat.completion",
        model: request.model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

export type FakeAiProvider = Awaited<ReturnType<typeof startFakeAiProvider>>;

/** The text the prompt asks to translate, and the target language code. */
export function promptOf(request: ChatRequest) {
  const system = request.messages.find((m) => m.role === "system")?.content ?? "";
  const user = request.messages.find((m) => m.role === "user")?.content ?? "";
  const language = /\(([a-z]{2})\)/.exec(system)?.[1] ?? "xx";
  const marker = user.lastIndexOf("Text:\n");
  const text = (marker >= 0 ? user.slice(marker + "Text:\n".length) : user).trim();
  return { language, text, user };
}

function defaultReply(request: ChatRequest): FakeReply {
  const { language, text } = promptOf(request);
  // Specification values come one per line and go back the same way.
  const perLine = request.messages.some((m) => m.role === "system" && m.content.includes("Each line"));
  if (perLine)
    return {
      text: text
        .split("\n")
        .map((line) => `${line} [${language}]`)
        .join("\n"),
      confidence: 0.9,
    };
  return { text: `${text} [${language}]`, confidence: 0.9 };
}

function readBody(req: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (data += chunk));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}
