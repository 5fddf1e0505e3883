import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The English messages the admin API can answer, read from its sources (issue 33 point 1, decision 0034): every file
 * the admin API imports, from its routers and the layers every /api request goes through, and what those files say in
 * a message's place. A template literal becomes a pattern whose variable parts are `{$}` ("Product {$} not found"),
 * one pattern per branch of a condition written in it, and a function's parameter becomes what its callers pass when
 * they pass text ("Choose a picture"). `app/i18n/admin-errors.test.ts` checks each has its Portuguese.
 *
 * A message's place:
 * - the arguments of an error made with `new …Error(…)` (a kind such as "refused" is no message), a `super(…)` of an
 *   error class, and the lists and objects handed with them (a 409's `problems`, an InvalidError's `fields`);
 * - a zod check's message (`.min(1, "…")`, `.refine(fn, "…")`, `z.string("…")`) and the properties `error`, `message`,
 *   `reason` and `detail` (zod's `{ error }`, `c.json({ error })`, a login outcome, a link check's detail);
 * - what is pushed onto a list of problems, and the constants named as messages (`…Message`, `errorReasons`);
 * - a constant, a local, a function's return or a parameter named there, followed to its text (in the file, an
 *   imported one, or the callers').
 */

const root = path.resolve(import.meta.dirname, "../..");

/** Where the admin API's answers come from: its routers, and what every /api request goes through first. */
export const adminApiEntries = ["server/api/admin/index.ts", "server/http.ts", "server/input.ts", "server/validate.ts"];

/** The variable part of a pattern. */
export const variablePart = "{$}";

/** Errors whose arguments are no message for the curator (a bug's, or a kind). */
const notMessages = new Set(["Error", "TypeError", "RangeError", "SyntaxError", "AggregateError", "HTTPException"]);
/** zod's checks that take a message (a string or `{ error | message }`), as methods. */
const zodChecks = new Set(
  `min max length regex refine int positive nonnegative negative nonpositive gt gte lt lte multipleOf nonempty email
  url uuid datetime`.split(/\s+/),
);
/** zod's makers whose string names a value (`z.literal("draft")`), not a message. */
const zodValues = new Set(["literal", "enum", "templateLiteral", "object", "array", "tuple", "union"]);
const messageProperties = new Set(["error", "message", "reason", "detail"]);
/** Lists whose items are messages (`problems.push(…)`). */
const messageLists = /^(problems|reasons|skipped)$/;
/** Constants that hold a message, or messages by key. */
const messageConstants = /(Message|Refusal|Reasons|^failures)$/;

const aliases: [string, string][] = [
  ["~/", "app/"],
  ["#db/", "db/"],
  ["#server/", "server/"],
  ["#tests/", "tests/"],
];

function resolveModule(from: string, specifier: string): string | undefined {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = path.join(root, alias[1], specifier.slice(alias[0].length));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

const sources = new Map<string, ts.SourceFile>();
function sourceOf(file: string) {
  let source = sources.get(file);
  if (!source) {
    const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, kind);
    sources.set(file, source);
  }
  return source;
}

/** The modules a file imports or re-exports at run time (type-only imports left out). */
function importsOf(file: string) {
  const found: string[] = [];
  for (const statement of sourceOf(file).statements) {
    const specifier =
      (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
        ? statement.moduleSpecifier
        : undefined;
    const target = specifier && ts.isStringLiteral(specifier) && resolveModule(file, specifier.text);
    if (target) found.push(target);
  }
  return found;
}

/** Every source file reached from the entries, tests left out. */
export function adminApiFiles(entries = adminApiEntries) {
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(root, entry));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || /\.test(-setup)?\.tsx?$/.test(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return [...seen].sort();
}

/** A declaration named `name` at the top of `file` (a const, a function), or the one an import of it leads to. */
function declarationOf(file: string, name: string, depth = 0): { file: string; node: ts.Node } | undefined {
  if (depth > 8) return undefined;
  for (const statement of sourceOf(file).statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
          return { file, node: declaration.initializer };
      }
    }
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return { file, node: statement };
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const named = statement.importClause?.namedBindings;
      if (named && ts.isNamedImports(named)) {
        const element = named.elements.find((e) => e.name.text === name);
        const target = element && resolveModule(file, statement.moduleSpecifier.text);
        if (target) return declarationOf(target, (element.propertyName ?? element.name).text, depth + 1);
      }
    }
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = statement.exportClause;
      const element = clause && ts.isNamedExports(clause) ? clause.elements.find((e) => e.name.text === name) : null;
      const target = element && resolveModule(file, statement.moduleSpecifier.text);
      if (target) return declarationOf(target, (element.propertyName ?? element.name).text, depth + 1);
    }
  }
  return undefined;
}

/** A const of a block around `node` (`const message = …` before a throw). */
function localConst(node: ts.Node, name: string): ts.Expression | undefined {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
          return declaration.initializer;
      }
    }
  }
  return undefined;
}

/** The function `name` is a parameter of, its name (as its callers call it) and the parameter's place. */
function parameterOf(node: ts.Identifier) {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (!ts.isFunctionLike(scope)) continue;
    const index = scope.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === node.text);
    if (index < 0) continue;
    const owner = scope.parent;
    const name =
      ts.isFunctionDeclaration(scope) && scope.name
        ? scope.name.text
        : owner && ts.isVariableDeclaration(owner) && ts.isIdentifier(owner.name)
          ? owner.name.text
          : undefined;
    return { name, index, fallback: scope.parameters[index]!.initializer, file: scope.getSourceFile().fileName };
  }
  return undefined;
}

/** Every call of a function by its name, in the files read. */
let calls: Map<string, { file: string; call: ts.CallExpression }[]> | undefined;
function callsOf(name: string) {
  if (!calls) {
    calls = new Map();
    for (const file of scannedFiles) {
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const list = calls!.get(node.expression.text) ?? [];
          list.push({ file, call: node });
          calls!.set(node.expression.text, list);
        }
        ts.forEachChild(node, visit);
      };
      visit(sourceOf(file));
    }
  }
  return calls.get(name) ?? [];
}
let scannedFiles: string[] = [];

const cap = 64;

/** What a function answers: its concise body, or every `return` in it (nested functions left out). */
function returnsOf(fn: ts.Node): ts.Expression[] {
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && !ts.isBlock(fn.body)) return [fn.body];
  const found: ts.Expression[] = [];
  const walk = (node: ts.Node) => {
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, walk);
  };
  const body = (fn as ts.FunctionLikeDeclarationBase).body;
  if (body) ts.forEachChild(body, walk);
  return found;
}

interface Reading {
  file: string;
  depth: number;
  /** Inside a template: a part not known becomes `{$}` instead of dropping the whole. */
  inside: boolean;
}

const unique = <T>(value: T, index: number, all: T[]) => all.indexOf(value) === index;

/** The texts an expression may be, as patterns; [] when none is known (`{$}` inside a template). */
function textsOf(node: ts.Expression, at: Reading): string[] {
  const texts = textsRead(node, at);
  return texts.length || !at.inside ? texts : [variablePart];
}

function textsRead(node: ts.Expression, at: Reading): string[] {
  const unknown = at.inside ? [variablePart] : [];
  if (at.depth > 8) return unknown;
  const next = { ...at, depth: at.depth + 1 };
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isAwaitExpression(node) ||
    ts.isSatisfiesExpression(node)
  )
    return textsOf(node.expression, at);
  if (ts.isTemplateExpression(node)) {
    let texts = [node.head.text];
    for (const span of node.templateSpans) {
      const parts = textsOf(span.expression, { ...next, inside: true });
      texts = texts.flatMap((text) => parts.map((part) => text + part + span.literal.text)).slice(0, cap);
    }
    return texts;
  }
  if (ts.isConditionalExpression(node))
    return [...textsOf(node.whenTrue, at), ...textsOf(node.whenFalse, at)].filter(unique);
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken)
      return [...textsOf(node.left, at), ...textsOf(node.right, at)].filter(unique);
    if (op === ts.SyntaxKind.PlusToken) {
      const inside = { ...next, inside: true };
      const right = textsOf(node.right, inside);
      return textsOf(node.left, inside)
        .flatMap((left) => right.map((r) => left + r))
        .slice(0, cap);
    }
    return unknown;
  }
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node))
    return returnsOf(node).flatMap((returned) => textsOf(returned, { ...next, inside: false }));
  if (ts.isIdentifier(node)) {
    const local = localConst(node, node.text);
    if (local) return textsOf(local, { ...next, inside: false });
    const parameter = parameterOf(node);
    if (parameter) return passedTo(parameter, next, at.inside);
    if (at.inside) return unknown;
    const declared = declarationOf(at.file, node.text);
    if (!declared || ts.isFunctionLike(declared.node)) return [];
    return textsOf(declared.node as ts.Expression, { ...next, file: declared.file });
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "plural") {
    // `plural(n, "product")`: "1 product", "3 products" (~/i18n/format).
    const [, one, many] = node.arguments;
    const ones = one ? textsOf(one, { ...next, inside: false }) : [];
    const manys = many ? textsOf(many, { ...next, inside: false }) : ones.map((word) => `${word}s`);
    return [...ones, ...manys].map((word) => `${variablePart} ${word}`);
  }
  if (at.inside) return unknown;
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const declared = declarationOf(at.file, node.expression.text);
    if (!declared || !ts.isFunctionLike(declared.node)) return [];
    return returnsOf(declared.node)
      .flatMap((returned) => textsOf(returned, { ...next, file: declared.file }))
      .filter(unique);
  }
  return [];
}

/**
 * What the callers of a function pass as one of its parameters (its default when they pass nothing). Inside a
 * template, a caller passing anything but text makes the part variable.
 */
function passedTo(
  { name, index, fallback, file: owner }: NonNullable<ReturnType<typeof parameterOf>>,
  at: Reading,
  inside: boolean,
): string[] {
  const found: string[] = [];
  let variable = !name;
  // The callers of this very function: in its file, or where its name leads to it (another `refused` is another's).
  const callers = name
    ? callsOf(name).filter(({ file }) => file === owner || declarationOf(file, name)?.file === owner)
    : [];
  for (const { file, call } of callers) {
    const argument = call.arguments[index] ?? fallback;
    const texts = argument ? textsOf(argument, { file, depth: at.depth, inside: false }) : [];
    if (!texts.length) variable = true;
    found.push(...texts);
  }
  if (inside && variable) found.push(variablePart);
  return found.filter(unique);
}

export interface MessageSource {
  /** The message, its variable parts as `{$}`. */
  text: string;
  /** `file:line` of where it is said. */
  where: string;
}

/** A text that reads as words to a person, not a key ("refused", "footer.poweredBy") nor only variable parts. */
const isSaid = (text: string) => {
  const words = text.replaceAll(variablePart, "");
  return /\p{L}{2}/u.test(words) && (/\s/.test(text.trim()) || /^\p{Lu}/u.test(text));
};

/** The messages said in one file. */
function messagesOf(file: string): MessageSource[] {
  const source = sourceOf(file);
  const found: MessageSource[] = [];
  const say = (node: ts.Expression | undefined) => {
    if (!node) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const where = `${path.relative(root, file)}:${line}`;
    for (const text of textsOf(node, { file, depth: 0, inside: false })) if (isSaid(text)) found.push({ text, where });
  };
  const sayAll = (node: ts.Expression | undefined) => {
    if (!node) return;
    if (ts.isArrayLiteralExpression(node)) node.elements.forEach((e) => sayAll(e));
    else if (ts.isObjectLiteralExpression(node))
      node.properties.forEach((p) => ts.isPropertyAssignment(p) && sayAll(p.initializer));
    else say(node);
  };
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (name.endsWith("Error") && !notMessages.has(name)) node.arguments?.forEach((a) => sayAll(a));
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.SuperKeyword) {
        const owner = node.parent && ts.findAncestor(node, ts.isClassLike);
        const base = owner?.heritageClauses?.[0]?.types[0]?.expression.getText();
        if (base?.endsWith("Error") && ts.isStringLiteralLike(node.arguments[0] ?? callee)) say(node.arguments[0]);
      }
      if (ts.isPropertyAccessExpression(callee)) {
        const method = callee.name.text;
        const onZ = ts.isIdentifier(callee.expression) && callee.expression.text === "z";
        if (zodChecks.has(method) || (onZ && !zodValues.has(method))) {
          for (const argument of node.arguments) {
            if (ts.isStringLiteralLike(argument) || ts.isTemplateExpression(argument)) say(argument);
          }
        }
        if (method === "push" && ts.isIdentifier(callee.expression) && messageLists.test(callee.expression.text))
          node.arguments.forEach((a) => sayAll(a));
      }
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && messageProperties.has(node.name.text))
      say(node.initializer);
    if (ts.isShorthandPropertyAssignment(node) && messageProperties.has(node.name.text)) say(node.name);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      messageConstants.test(node.name.text) &&
      node.initializer
    )
      sayAll(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every message the admin API can answer, each with where it is said first. */
export function adminApiMessages(entries = adminApiEntries): MessageSource[] {
  scannedFiles = adminApiFiles(entries);
  calls = undefined;
  const messages = new Map<string, string>();
  for (const file of scannedFiles) {
    for (const { text, where } of messagesOf(file)) {
      // Variable parts side by side are one ("Line {$}{$}" is a line number added up).
      const pattern = text.replace(/(\{\$\})+/g, variablePart);
      if (!messages.has(pattern)) messages.set(pattern, where);
    }
  }
  return [...messages].map(([text, where]) => ({ text, where }));
}
