/** The <loc> addresses of a sitemap document or index. */
export const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** The files /sitemap.xml names, read one after another and joined: what a crawler reads of the whole sitemap. */
export async function readWholeSitemap(request: (path: string) => Promise<Response>) {
  const index = await (await request("/sitemap.xml")).text();
  const files: string[] = [];
  for (const url of locsOf(index)) files.push(await (await request(new URL(url).pathname)).text());
  return files.join("\n");
}
