import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminApiMessages, variablePart } from "#tests/helpers/admin-message-sources";
import { adminMessageIn, compileAdminErrors, translateWith } from "./admin-errors";
import pt from "./admin-errors/pt.json";

const portuguese = compileAdminErrors(pt);

/**
 * What the admin API says that the scan finds but the curator never reads, or reads through entries of another shape.
 * Each says why.
 */
const notForTheCurator = new Map([
  // server/input.ts names the field, then one of its own messages with a small first letter: the dictionary has each
  // such sentence ("{$field}: contains a control character"), checked below.
  ["body: {$}", "input"],
  ["path: {$}", "input"],
  ["query: {$}", "input"],
  ["query {$}: {$}", "input"],
  // The AI's instructions, not an answer.
  [
    'You translate a motorcycle-gear newsletter from Portuguese into {$} ({$}).\nAnswer with one JSON object and nothing else: {"text": "<the translation>", "confidence": <0 to 1, how sure you are>}.',
    "prompt",
  ],
  // The server refuses to start on a data folder in use: said on its console, never in an answer.
  ["Could not take the lock {$}", "start-up"],
  [
    "The data folder {$} is in use by another process (pid {$}). Stop it first, or point DATA_DIR at another folder, or use DATABASE_URL.",
    "start-up",
  ],
]);

/** A message as the server would say it: each variable part a number, which every placeholder takes. */
const instance = (pattern: string) => pattern.replaceAll(variablePart, "7");

describe("the admin API's messages in Portuguese (issue 33 point 1)", () => {
  const messages = adminApiMessages();

  it("finds the messages where the sources say them", () => {
    const texts = messages.map((m) => m.text);
    // A throw, a zod message, a route's answer, a template literal made a pattern, a parameter's callers, a 409.
    expect(texts).toContain("Product not found");
    expect(texts).toContain("Price must be an amount like 29.90");
    expect(texts).toContain("Not logged in");
    expect(texts).toContain("A {$} product cannot become {$} directly: move it to ready first");
    expect(texts).toContain("Choose a picture");
    expect(texts).toContain("This was saved elsewhere since you opened it: nothing was saved");
    expect(messages.length).toBeGreaterThan(400);
  });

  it("has the Portuguese of every English message the admin API can send", () => {
    const missing = messages
      .filter(({ text }) => !notForTheCurator.has(text))
      .filter(({ text }) => translateWith(portuguese, instance(text)) === undefined)
      .map(({ text, where }) => `${where}: ${JSON.stringify(text)}`);
    // Each line is a message to add to app/i18n/admin-errors/pt.json (placeholders as {$name}, digits only {$n#}).
    expect(missing).toEqual([]);
  });

  it("puts the input check's field messages, whose first letter is made small", () => {
    for (const [english, portugueseText] of [
      ["name: contains a control character", "name: tem um carácter de controlo"],
      ["body: is nested too deeply", "body: tem demasiados níveis encaixados"],
      ["query x: is not an allowed field name", "query x: não é um nome de campo permitido"],
      [
        "specifications.0.value: contains a character that is not allowed (NUL or an unpaired surrogate)",
        "specifications.0.value: tem um carácter que não é permitido (NUL ou um substituto sem par)",
      ],
    ])
      expect(adminMessageIn("pt", english!)).toBe(portugueseText);
  });

  it("keeps its keys specific and its placeholders whole", () => {
    for (const [key, value] of Object.entries(pt.messages)) {
      const names = [...key.matchAll(/\{\$(\w+)[#!]?\}/g)].map((m) => m[1]);
      const used = [...value.matchAll(/\{\$(\w+)\}/g)].map((m) => m[1]);
      // The Portuguese may leave a value out ("O produto selecionado" needs no count), never make one up.
      expect(
        used.filter((name) => !names.includes(name)),
        key,
      ).toEqual([]);
      // A key with placeholders says enough to be told apart from any text ("{$a}: {$b}" would take everything).
      if (names.length)
        expect(key.replace(/\{\$\w+[#!]?\}/g, "").replace(/[^\p{L}]/gu, "").length, key).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("adminMessageIn", () => {
  it("leaves English as the sources say it, and marks it in the zz pseudo-language", () => {
    expect(adminMessageIn("en", "Product not found")).toBe("Product not found");
    expect(adminMessageIn("zz", "Product not found")).toBe("⟦Pródúçt ñót fóúñd⟧");
  });

  it("fills a pattern with the message's own values, a known word or message put into Portuguese", () => {
    expect(adminMessageIn("pt", "Product not found")).toBe("Produto não encontrado");
    expect(adminMessageIn("pt", "A draft product cannot become published directly: move it to ready first")).toBe(
      "Um produto no estado rascunho não pode passar diretamente a publicado: passa-o primeiro a pronto",
    );
    expect(adminMessageIn("pt", "Line 4: Price must be an amount like 29.90")).toBe(
      "Linha 4: O preço tem de ser um valor como 29,90",
    );
    expect(adminMessageIn("pt", "Backup could not be restored: table products: Invalid input")).toBe(
      "Não foi possível restaurar a cópia de segurança: tabela products: Valor inválido",
    );
    expect(adminMessageIn("pt", "Visor AGV K6 is not complete: publish anyway?")).toBe(
      "Visor AGV K6 não está completo: publicar mesmo assim?",
    );
  });

  it("takes only digits where a key says so, and messages joined by semicolons one by one", () => {
    expect(adminMessageIn("pt", "3 selected products are no longer there: 4, 9, 12")).toBe(
      "3 produtos selecionados já não existem: 4, 9, 12",
    );
    expect(
      adminMessageIn("pt", "The shop had an error; tried again later; called broken if the next check agrees"),
    ).toBe(
      "A loja teve um erro; volta a ser verificada mais tarde; dada como partida se a próxima verificação concordar",
    );
    expect(adminMessageIn("pt", "Something nobody wrote")).toBe("Something nobody wrote");
    // What a page says before a deletion, with the server's words (deletion-messages.ts).
    expect(adminMessageIn("pt", "AGV has 6 products: move them to another brand first")).toBe(
      "AGV tem 6 produtos: muda-os primeiro para outra marca",
    );
    expect(adminMessageIn("pt", '"fumada" is removed from its 7 products.')).toBe(
      '"fumada" é retirada dos seus 7 produtos.',
    );
  });

  it("says zod's own messages in Portuguese", () => {
    const schema = z.object({
      key: z.string().min(1),
      count: z.number().max(5),
      kind: z.enum(["a", "b"]),
      list: z.array(z.string()).max(1),
    });
    const result = schema.safeParse({ key: "", count: "x", kind: "c", list: ["a", "b"] });
    expect(result.success).toBe(false);
    const said = result.error!.issues.map((issue) => adminMessageIn("pt", issue.message));
    expect(said).toEqual([
      "Demasiado pequeno: esperava texto com >=1 caracteres",
      "Valor inválido: esperava número, recebi texto",
      'Opção inválida: esperava uma de "a"|"b"',
      "Demasiado grande: esperava lista com <=1 elementos",
    ]);
    expect(adminMessageIn("pt", z.object({ a: z.string() }).safeParse({}).error!.issues[0]!.message)).toBe(
      "Valor inválido: esperava texto, recebi nada",
    );
  });
});
