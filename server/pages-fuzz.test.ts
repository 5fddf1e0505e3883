import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAppWithPages } from "#tests/helpers/pages";
import { setupTestApp } from "#tests/helpers/test-app";
import { createSession, sessionCookie } from "~/features/admin/auth.server";
import routes from "~/routes";
import { controlCharacters, prototypeKeys } from "./hostile-input.probes";

/**
 * Every page route of app/routes.ts under hostile addresses (issue 29): prototype keys, control characters and
 * lenient numbers in each parameter, case and encoding variants of each path, prototype keys in the query. Never
 * a 5xx; an admin answer is never public.
 */
const t = setupTestApp();
let site: Awaited<ReturnType<typeof createAppWithPages>>;
let cookie = "";
beforeAll(async () => {
  site = await createAppWithPages(t.database);
  cookie = `${sessionCookie}=${(await createSession(t.database.db, null)).token}`;
}, 120_000);
afterAll(() => site?.close());

interface RouteNode {
  path?: string;
  file: string;
  children?: RouteNode[];
}

/** Each route's whole path pattern, with its module. */
function patterns(list: RouteNode[], prefix = ""): { pattern: string; file: string }[] {
  return list.flatMap((route) => {
    const pattern = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, "/") : prefix || "/";
    return [{ pattern, file: route.file }, ...patterns(route.children ?? [], pattern)];
  });
}

const hostileSegments = [
  ...prototypeKeys,
  ...controlCharacters,
  "%00",
  "%",
  "0x10",
  "2147483648",
  "%E2%80%AE",
  "..%2F..%2Fadmin",
];
const plain: Record<string, string> = { lang: "pt", slug: "viseira", categorySlug: "viseiras", id: "1", "*": "x" };
const fill = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/:(\w+)|\*/g, (star, name?: string) => values[name ?? star] ?? "x");
/** The same address as the router may match it: case, encoding, slashes and suffixes. */
const variants = (path: string) => [
  path.toUpperCase(),
  path.replace(/^\/(\w)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
  `${path}/`,
  path.replace(/\//g, "//"),
  `${path};x`,
  `${path}.data`,
  `/${path.slice(1).replace(/\//g, "%2F")}`,
];
const queryNames = ["__proto__", "constructor", "search", "q", "sort", "page", "show", "featured", "brand", "model"];
const queryValues = ["__proto__", "constructor", "0x10"];

describe("hostile page addresses, every route", () => {
  it("never answer 5xx, and an admin answer is never public", async () => {
    const all = patterns(routes as RouteNode[]);
    expect(all.length).toBeGreaterThan(100);
    const seenFiles = new Set<string>();
    const paths = all.flatMap(({ pattern, file }) => {
      const names = [...pattern.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? "*");
      const filled = fill(pattern, plain);
      // The query only once per page module: its loader reads the same parameters whatever the language.
      const queries = seenFiles.has(file)
        ? []
        : queryNames.flatMap((name) => queryValues.map((value) => `${filled}?${name}=${value}`));
      seenFiles.add(file);
      return [
        ...names.flatMap((name) => hostileSegments.map((segment) => fill(pattern, { ...plain, [name]: segment }))),
        ...variants(filled),
        ...queries,
      ];
    });
    const failures: string[] = [];
    // React Router says so for each address it cannot decode (hundreds here, expected); anything else logged is kept.
    const logged: string[] = [];
    const keep = (...args: unknown[]) => {
      const text = args.map(String).join(" ");
      if (!/could not be decoded because it is a malformed URL segment/.test(text)) logged.push(text.slice(0, 300));
    };
    vi.spyOn(console, "error").mockImplementation(keep);
    vi.spyOn(console, "warn").mockImplementation(keep);
    for (const path of new Set(paths)) {
      const admin = /^\/+(%61|a)dmin/i.test(path);
      const res = await site.app.request(path, { redirect: "manual", headers: admin ? { Cookie: cookie } : {} });
      if (res.status >= 500) failures.push(`${path} → ${res.status}`);
      if (admin && /public|s-maxage/.test(res.headers.get("cache-control") ?? "")) failures.push(`${path} is public`);
      await res.arrayBuffer();
    }
    vi.restoreAllMocks();
    process.stdout.write(`pages fuzz: ${new Set(paths).size} requests\n`);
    expect(failures).toEqual([]);
    expect(logged).toEqual([]);
  }, 300_000);
});
