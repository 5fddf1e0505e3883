/**
 * Reading the values of AliExpress's JSON answers. Lists come bare (`simplify=true`) or wrapped in an object of one
 * list, as the older platform's JSON did (`products: { product: [...] }`, `ae_item_sku_info: { traffic_sku_info_list:
 * [...] }`); numbers come as numbers or strings. These read both, so a change of form is not an outage.
 */
export type Answer = Record<string, unknown>;

export const isObject = (value: unknown): value is Answer =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const text = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : "";

/** The first list found in `value` itself or up to two wrapping objects down. */
function firstList(value: unknown, depth = 0): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (!isObject(value) || depth > 2) return undefined;
  for (const inner of Object.values(value)) {
    const found = firstList(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** A list of records, bare or wrapped. */
export const listOf = (value: unknown): Answer[] => (firstList(value) ?? []).filter(isObject);

/** A list of strings, bare or wrapped (`{ string: [...] }`). */
export const stringsOf = (value: unknown): string[] =>
  (firstList(value) ?? []).filter((v): v is string => typeof v === "string" && v.length > 0);

/** An amount ("27.9", "27,90", 27.9) with two decimals, or null. */
export function amount(value: unknown): string | null {
  const cleaned = text(value)
    .replace(/[^\d.,]/g, "")
    .replace(/,(?=\d{1,2}$)/, ".")
    .replace(/,/g, "");
  if (!cleaned || !Number.isFinite(Number(cleaned))) return null;
  return Number(cleaned).toFixed(2);
}

/** A whole number of days, or null. */
export const days = (value: unknown) =>
  text(value).trim() && Number.isFinite(Number(value)) ? Math.round(Number(value)) : null;

/**
 * `sku_properties`: JSON text of one object or a list of objects (`[{"Color":"Black","Size":"M"}]`), or already
 * parsed; attribute name → value. Anything else reads as no attributes.
 */
export function propertiesOf(value: unknown): Record<string, string> {
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  const entries = (Array.isArray(parsed) ? parsed : [parsed]).filter(isObject).flatMap(Object.entries);
  return Object.fromEntries(entries.map(([name, said]) => [name, text(said)]).filter(([, said]) => said !== ""));
}
