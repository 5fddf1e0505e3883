import { redirect } from "react-router";
import type { Db } from "#db/client.server";
import type { ProductCondition } from "~/features/catalog/index.server";
import { fitsHelmetCondition } from "~/features/categories/index.server";
import type { MyHelmet } from "~/features/fitment";
import type { UiLanguage } from "~/i18n/languages";
import { onlyFitsParameter, onlyFitsValue } from "~/features/fitment";
import { helmetPagePaths } from "./helmets.server";

/**
 * "Only what fits my helmet" on a list (`?fits=mine`): the condition that keeps the products fitting the visitor's
 * helmet (visors and accessories alike), or none when it is off. Asked without a helmet (or with another value), the
 * address is answered by a 302 to itself without it: the filter depends on the cookie, so the answer is not for
 * keeps, and a page never renders a "filtered" copy that filters nothing.
 */
export function onlyWhatFits(url: URL, myHelmet: MyHelmet | null): ProductCondition | undefined {
  const asked = url.searchParams.get(onlyFitsParameter);
  if (asked === null) return undefined;
  if (asked === onlyFitsValue && myHelmet) return fitsHelmetCondition({ modelId: myHelmet.modelId });
  const without = new URL(url);
  without.searchParams.delete(onlyFitsParameter);
  throw redirect(without.pathname + without.search, 302);
}

/** Where "Visors for my {helmet}" leads: the model's visor page, or the finder set to it when it has none. */
export async function myHelmetVisorsPath(db: Db, ui: UiLanguage, myHelmet: MyHelmet) {
  return (await helmetPagePaths(db, ui)).models.get(myHelmet.modelId)!;
}
