/**
 * Roughly how much memory a plain value holds (strings at two bytes a character, a few words per object): enough
 * to bound a cache by size, not an exact count. Values nested deeper than `depth` count as one word.
 */
export function approximateBytes(value: unknown, depth = 12): number {
  if (typeof value === "string") return 16 + value.length * 2;
  if (value === null || typeof value !== "object") return 8;
  if (depth === 0 || value instanceof Date) return 24;
  if (ArrayBuffer.isView(value)) return 32 + value.byteLength;
  const inner = (item: unknown) => approximateBytes(item, depth - 1);
  let bytes = 32;
  if (value instanceof Map) for (const [k, v] of value) bytes += inner(k) + inner(v);
  else if (value instanceof Set) for (const item of value) bytes += inner(item);
  else if (Array.isArray(value)) for (const item of value) bytes += 8 + inner(item);
  else for (const [k, v] of Object.entries(value)) bytes += 8 + k.length * 2 + inner(v);
  return bytes;
}
