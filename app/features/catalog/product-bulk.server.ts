import { productIsLive } from "#db/predicates";
import { asActor } from "#db/change-actor";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client.server";
import { productTags, products, tags } from "#db/schema";
import { ConfirmationNeededError, ConflictError, InvalidError, NotFoundError } from "~/lib/errors";
import { slugify } from "~/features/slugs";
import { plural } from "~/i18n/format";
import type { ProductBulkInput } from "./product-admin.schema";
import { publishingProblems, saveProductPricing, setProductStatus, type ChangeContext } from "./product-admin.server";
import { canMoveTo, systemTagFlags, type ProductStatus } from "./product-kinds";
import { trashProduct } from "./product-trash.server";

const statusOf = { publish: "published", ready: "ready", draft: "draft" } as const;

/** At most this many names in a refusal; the rest are counted. */
const namesShown = 5;

function names(rows: { name: string }[]) {
  const shown = rows.slice(0, namesShown).map((row) => row.name);
  return rows.length > namesShown ? `${shown.join(", ")} and ${rows.length - namesShown} more` : shown.join(", ");
}

/**
 * One change to many products from the list, in one transaction: all of them or none. A status move follows the
 * single product's rules (one step forward at a time; publishing with something missing or taking live products
 * off the site asks first, with every product's reasons), and publishing answers each visor's waiting riders.
 */
export async function bulkChangeProducts(db: Db, input: ProductBulkInput, context?: ChangeContext) {
  const rows = await db
    .select({ id: products.id, name: products.name, status: products.status })
    .from(products)
    .where(and(inArray(products.id, input.ids), productIsLive));
  if (rows.length !== input.ids.length) {
    const found = new Set(rows.map((row) => row.id));
    const missing = input.ids.filter((id) => !found.has(id));
    throw new NotFoundError(
      `${plural(missing.length, "selected product is", "selected products are")} no longer there: ${missing.join(", ")}`,
    );
  }
  if (input.action === "publish" || input.action === "ready" || input.action === "draft") {
    return moveProducts(db, rows, statusOf[input.action], input.confirm, context);
  }
  return db.transaction(async (tx) => {
    await asActor(tx, "bulk");
    const ids = rows.map((row) => row.id);
    if (input.action === "trash") for (const id of ids) await trashProduct(tx, id);
    if (input.action === "confirm-prices") for (const id of ids) await saveProductPricing(tx, id);
    if (input.action === "tag") await tagProducts(tx, ids, input.tag, input.value);
    if (input.action === "flag") {
      await tx
        .update(products)
        .set({ [input.flag]: input.value, updatedAt: new Date() })
        .where(inArray(products.id, ids));
    }
    return { changed: ids.length, notified: 0, stockNotified: 0 };
  });
}

async function moveProducts(
  db: Db,
  rows: { id: number; name: string; status: ProductStatus }[],
  status: ProductStatus,
  confirm: boolean,
  context?: ChangeContext,
) {
  const moving = rows.filter((row) => row.status !== status);
  const stuck = moving.filter((row) => !canMoveTo(row.status, status));
  if (stuck.length) {
    throw new ConflictError(
      `${plural(stuck.length, "selected product")} cannot become ${status} directly (${names(stuck)}): move them to ready first`,
    );
  }
  if (!confirm && status === "published") {
    const problems: string[] = [];
    for (const row of moving) {
      for (const problem of await publishingProblems(db, row.id)) problems.push(`${row.name}: ${problem}`);
    }
    if (problems.length) {
      throw new ConfirmationNeededError(`Not every selected product is complete: publish anyway?`, problems);
    }
  }
  const live = moving.filter((row) => row.status === "published");
  if (!confirm && live.length) {
    throw new ConfirmationNeededError(
      `${plural(live.length, "selected product is", "selected products are")} live: moving to ${status} takes them off the storefront`,
      [`${names(live)}: their pages answer “not found” and they leave every list, search and the sitemap`],
    );
  }
  return db.transaction(async (tx) => {
    await asActor(tx, "bulk");
    let notified = 0;
    let stockNotified = 0;
    for (const row of moving) {
      const moved = await setProductStatus(tx, row.id, status, context, true);
      notified += moved.notified;
      stockNotified += moved.stockNotified;
    }
    return { changed: moving.length, notified, stockNotified };
  });
}

/** Adds a tag to (or takes it off) every product; a badge's tag is its flag, set as a flag. */
async function tagProducts(db: Db, ids: number[], name: string, add: boolean) {
  const slug = slugify(name);
  const badge = Object.keys(systemTagFlags).find((system) => slugify(system) === slug);
  if (badge) throw new InvalidError(`“${badge}” is a badge: set its flag instead`);
  if (!slug) throw new InvalidError("Name the tag with letters or digits");
  if (add) await db.insert(tags).values({ name, slug }).onConflictDoNothing();
  const [tag] = await db.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug));
  if (!tag) return;
  if (add) {
    await db
      .insert(productTags)
      .values(ids.map((productId) => ({ productId, tagId: tag.id })))
      .onConflictDoNothing();
  } else {
    await db.delete(productTags).where(and(eq(productTags.tagId, tag.id), inArray(productTags.productId, ids)));
  }
  await db.update(products).set({ updatedAt: new Date() }).where(inArray(products.id, ids));
}
