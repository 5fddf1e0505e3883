import { Hono, type Context } from "hono";
import { z } from "zod";
import { getBrandAsset } from "~/features/brand-assets/brand-assets.server";
import { idSchema } from "~/features/catalog/catalog.schema";
import type { AppEnv } from "../context";
import { parseOr400 } from "../http";
import { imageResponse } from "../media";

const assetName = z
  .string()
  .max(100, "Invalid asset name")
  .regex(/^[a-z0-9-]+$/, "Invalid asset name");

/**
 * Brand assets are served as images, so `<img src="/api/brand-assets/2">` just works: the display variant of the
 * picture (WebP, no metadata, cached), not the stored original.
 */
export const brandAssetsApi = new Hono<AppEnv>()
  .get("/by-name/:name", async (c) => {
    const name = parseOr400(assetName, c.req.param("name"));
    return send(c, await getBrandAsset(c.var.database.db, { name }));
  })
  .get("/:id", async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    return send(c, await getBrandAsset(c.var.database.db, { id }));
  });

/**
 * /favicon.ico: browsers and crawlers ask for it whatever the page's `<link rel="icon">` names (a 404 there cost
 * best-practice points); the logo mark, as that link names it.
 */
export const faviconRoute = new Hono<AppEnv>().get("/", async (c) =>
  send(c, await getBrandAsset(c.var.database.db, { name: "logo-mark" })),
);

function send(c: Context, { picture }: Awaited<ReturnType<typeof getBrandAsset>>) {
  // Assets can be replaced under the same id, so they revalidate (the ETag names the picture and its variant).
  return imageResponse(
    c,
    picture.data,
    picture.mimeType,
    picture.etag,
    "public, max-age=3600, stale-while-revalidate=86400",
  );
}
