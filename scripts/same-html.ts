// Compares the HTML two running builds answer (issue 34: "behaviour is unchanged"): 20 storefront pages taken from
// the sitemap and the admin's pages after a login. Start both builds on one database (the same DATABASE_URL), so
// their data is the same, then:
//
//   npx tsx scripts/same-html.ts http://127.0.0.1:4001 http://127.0.0.1:4002 "admin password"
//
// Nonces, the content hashes in asset names and versions, and the instant a report was computed are set aside (a changed bundle gets a new name); anything
// else that differs is printed, and the exit code is 1.
import { adminTools } from "../app/features/admin/admin-tools.ts";

const [before, after, password] = process.argv.slice(2);
if (!before || !after || !password) throw new Error("Usage: same-html.ts <origin before> <origin after> <password>");

/** Every admin tool's page (the registry), the dashboard and a product's form. */
const adminPages = ["/admin/dashboard", ...adminTools.map((tool) => tool.path), "/admin/products/1/edit"];

/** Nonces, asset hashes and the time of a request are the only differences expected between two builds. */
const normalized = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce="…"')
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\.(js|css)/g, "$1-#.$2")
    .replace(/(\/assets\/[\w.-]+)\?v=[0-9a-f]+/g, "$1?v=#")
    .replace(/"version": "[0-9a-f]+"/g, '"version": "#"')
    // The moment a report was computed (to the millisecond): each request's own.
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, "…Z");

async function storefrontPages(origin: string) {
  const locs = async (url: string) =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const files = await locs(`${origin}/sitemap.xml`);
  const pages = (await Promise.all(files.map((file) => locs(origin + file)))).flat();
  const step = Math.max(1, Math.floor(pages.length / 20));
  return pages.filter((_, i) => i % step === 0).slice(0, 20);
}

async function login(origin: string) {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ password }),
  });
  if (!response.ok) throw new Error(`Login at ${origin} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const cookies = { [before]: await login(before), [after]: await login(after) };
const pages = [...(await storefrontPages(before)), ...adminPages];
let differing = 0;
for (const page of pages) {
  const [a = "", b = ""] = await Promise.all(
    [before, after].map(async (origin) => {
      const response = await fetch(origin + page, { headers: { cookie: cookies[origin]! } });
      return `${response.status}\n${normalized(await response.text())}`;
    }),
  );
  const same = a === b;
  if (!same) differing++;
  console.log(`${same ? "same     " : "DIFFERENT"} ${page} (${a.length} bytes)`);
  if (!same) {
    let at = 0;
    while (a[at] === b[at]) at++;
    console.log(
      `  before: …${a.slice(Math.max(0, at - 80), at + 120)}…\n  after:  …${b.slice(Math.max(0, at - 80), at + 120)}…`,
    );
  }
}
console.log(`${pages.length - differing} of ${pages.length} pages the same`);
process.exitCode = differing ? 1 : 0;
