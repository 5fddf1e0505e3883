import { describe, expect, it } from "vitest";
import {
  defaultPrompts,
  promptPlaceholders,
  renderPrompt,
  templateProblems,
  type PromptKey,
  type PromptValues,
} from "./ai-prompts.server";

const values: PromptValues = {
  sourceLanguage: "Portuguese",
  targetLanguage: "French",
  field: "product name",
  text: "Viseira {{brand}} $& fumada",
  productType: "visor",
  brand: "AGV",
};

describe("renderPrompt", () => {
  it("replaces every placeholder, every time it appears", () => {
    expect(renderPrompt("{{text}} → {{targetLanguage}} ({{targetLanguage}}, {{brand}})", values)).toBe(
      "Viseira {{brand}} $& fumada → French (French, AGV)",
    );
  });

  it("inserts values as they are, once: no second pass, no $ patterns", () => {
    expect(renderPrompt("{{text}}", values)).toBe(values.text);
  });

  it("leaves what is not a placeholder alone", () => {
    expect(renderPrompt("{{colour}} {{ text }} {{Text}} {text} {{}}", values)).toBe(
      "{{colour}} {{ text }} {{Text}} {text} {{}}",
    );
  });

  it("fills every placeholder of the defaults", () => {
    for (const { template } of Object.values(defaultPrompts)) {
      expect(renderPrompt(template, { ...values, text: "Viseira AGV K6 fumada" })).not.toMatch(/\{\{|\}\}/);
    }
  });
});

describe("templateProblems", () => {
  it.each(Object.keys(defaultPrompts) as PromptKey[])("accepts the default %s template", (key) => {
    expect(templateProblems(key, defaultPrompts[key].template)).toEqual([]);
  });

  it("accepts every placeholder", () => {
    expect(templateProblems("translate", promptPlaceholders.map((p) => `{{${p}}}`).join(" "))).toEqual([]);
  });

  it("refuses an empty template", () => {
    expect(templateProblems("translate", "  \n ")).toEqual(["Write a template"]);
  });

  it("names unknown and misspelt placeholders, once each", () => {
    expect(templateProblems("translate", "{{colour}} {{colour}} {{ text }} {{TargetLanguage}}")).toEqual([
      expect.stringMatching(/^Unknown placeholder \{\{colour\}\}: use \{\{sourceLanguage\}\}, .*\{\{brand\}\}$/),
      "Write {{text}} exactly (no spaces, same capitals), not {{ text }}",
      "Write {{targetLanguage}} exactly (no spaces, same capitals), not {{TargetLanguage}}",
      "The template must contain {{text}}",
      "The template must contain {{targetLanguage}}",
    ]);
  });

  it("asks for the required placeholders of each prompt", () => {
    expect(templateProblems("translate", "Translate {{text}}")).toEqual([
      "The template must contain {{targetLanguage}}",
    ]);
    expect(templateProblems("describe", "Describe {{text}} in {{targetLanguage}}")).toEqual([
      "The template must contain {{productType}}",
    ]);
  });

  it.each([
    "{{text}",
    "{{text}} {targetLanguage}}",
    "{{text}} {{targetLanguage}} {{",
    "}} {{text}} {{targetLanguage}}",
  ])("finds unbalanced braces in %s", (template) => {
    expect(templateProblems("translate", template)).toContain("Unbalanced braces: close every {{ with }}");
  });

  it("allows single braces as text", () => {
    expect(templateProblems("translate", "{{text}} in {{targetLanguage}} {like this}")).toEqual([]);
  });

  it("refuses templates over 4000 characters", () => {
    const template = `{{text}} {{targetLanguage}} ${"x".repeat(3980)}`;
    expect(template.length).toBe(4008);
    expect(templateProblems("translate", template)).toEqual([
      "A template is at most 4000 characters (this one has 4008)",
    ]);
    expect(templateProblems("translate", template.slice(0, 4000))).toEqual([]);
  });

  it("keeps JSON out of the defaults: the translator adds the output format itself", () => {
    for (const { template } of Object.values(defaultPrompts)) expect(template).not.toMatch(/json/i);
  });
});
