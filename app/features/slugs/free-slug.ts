import { InvalidError } from "~/lib/errors";
import { slugify } from "./slugify";

/**
 * A slug nobody else uses: the one the curator typed (or a field error saying why not), else one
 * made from the name, numbered -2, -3... while taken. `problem` answers why a slug cannot be used.
 */
export async function freeSlug({
  asked,
  name,
  fallback,
  maxLength,
  problem,
}: {
  asked: string;
  name: string;
  fallback: string;
  maxLength: number;
  problem: (slug: string) => Promise<string | null>;
}) {
  if (asked) {
    const why = await problem(asked);
    if (why) throw new InvalidError(why, { slug: why });
    return asked;
  }
  const base = slugify(name).slice(0, maxLength).replace(/-+$/, "") || fallback;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await problem(candidate))) return candidate;
  }
}
