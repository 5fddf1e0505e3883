import { and, asc, desc, eq, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { executeRows, type Db } from "#db/client.server";
import { brands, products, productSearch, searchTerms } from "#db/schema";
import type { Language } from "~/i18n/languages";
import type { ProductType } from "./product-kinds";
import { minTypoLength, mustStartWord, riderTypeOf, searchWordForms, type SearchWord } from "./search-words";

/**
 * The SQL side of search (drizzle/0012_search.sql, 0015_search_ranking.sql): a product's row in
 * `product_search` holds its folded document, its folded names, whether it is visible and its list order,
 * so matching, counting, ranking and paging read that table alone.
 */

/** product_search or an alias of it. */
interface SearchRow {
  productId: SQLWrapper;
  document: SQLWrapper;
  name: SQLWrapper;
  translatedNames: SQLWrapper;
}

/** A searched word that has a letter or digit: its folded forms, and the type of product a rider's word names. */
export type FoldedWord = Extract<SearchWord, { forms: string[] }>;

/** The searched words that have a letter or digit. */
export const foldedWordsOf = (search: readonly SearchWord[] = []) =>
  search.filter((word): word is FoldedWord => "forms" in word);

/** Whether the product of `row` is of `type`. */
const productOfType = (row: SearchRow, type: ProductType) =>
  sql`${row.productId} in (select ${products.id} from ${products} where ${products.type} = ${type})`;

/**
 * Every word met by the product of `row`: one of its forms in the document (one trigram-indexed lookup), or, for a
 * rider's word naming a kind of product, the product being of that kind.
 */
export function documentHolds(folded: readonly FoldedWord[], row: SearchRow = productSearch): SQL | undefined {
  return and(
    ...folded.map((word) =>
      or(
        ...word.forms.map((form) => sql`${row.document} like ${`%${form}%`}`),
        word.type ? productOfType(row, word.type) : undefined,
      ),
    ),
  );
}

/** Whether the product of `row` is of the kind the first word names (ranked next after the names): none if it names none. */
export const firstWordType = (folded: readonly FoldedWord[], row: SearchRow = productSearch) =>
  folded[0]?.type ? productOfType(row, folded[0].type) : undefined;

/**
 * Whether the product's name in `language` (its translation, else its original) holds one of `forms`:
 * the first word's forms, which rank name matches first. Read from the stored folded names.
 */
export function nameHolds(forms: readonly string[], language: Language, row: SearchRow = productSearch): SQL {
  const name = sql`coalesce(${row.translatedNames} ->> ${language}, ${row.name})`;
  return sql`(${or(...forms.map((form) => sql`${name} like ${`%${form}%`}`))})`;
}

/** The visible products holding every folded word, ranked and paged. */
export interface SearchMatchQuery {
  folded: FoldedWord[];
  /** The page's language: names in it holding the first word rank first. */
  language: Language;
  /** The filter's other conditions and its sort's keys, on the product joined with its brand (as `brands`). */
  byProduct?: { conditions: (SQL | undefined)[]; sortKeys: SQL[] };
  limit?: number;
  offset?: number;
}

/**
 * The matches read from product_search alone (each costs an index entry and a row, not a join and a
 * folded name: issue 20 item 4), joined to the product only for the filter's other conditions or sort.
 */
function searchMatchesFrom({ folded, byProduct }: SearchMatchQuery) {
  const joined = byProduct
    ? sql`join ${products} on ${products.id} = ${productSearch.productId}
          left join ${brands} on ${brands.id} = ${products.brandId}`
    : sql``;
  const where = and(eq(productSearch.visible, true), documentHolds(folded), ...(byProduct?.conditions ?? []));
  return sql`from ${productSearch} ${joined} where ${where}`;
}

/** Ids of the matches in rank order: the sort's keys, names holding the first word, the list order. */
export async function findSearchMatchIds(db: Db, query: SearchMatchQuery) {
  const ofType = firstWordType(query.folded);
  const order = [
    ...(query.byProduct?.sortKeys ?? []),
    desc(nameHolds(query.folded[0]!.forms, query.language)),
    ...(ofType ? [desc(ofType)] : []),
    asc(productSearch.sortOrder),
    asc(productSearch.productId),
  ];
  const rows = await executeRows<{ id: number }>(
    db,
    sql`select ${productSearch.productId} as id ${searchMatchesFrom(query)} order by ${sql.join(order, sql`, `)}
        ${query.limit ? sql`limit ${query.limit}` : sql``} ${query.offset ? sql`offset ${query.offset}` : sql``}`,
  );
  return rows.map((row) => row.id);
}

export async function countSearchMatches(db: Db, query: SearchMatchQuery) {
  const [row] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n ${searchMatchesFrom(query)}`);
  return row!.n;
}

/**
 * The searched words as conditions, in one round trip: each word folded by the database (so exactly
 * like the documents), whether it is found as typed, and the vocabulary words nearest to it (trigram
 * distance, through the index) from which the ones one typo away are kept. Only a word long enough to
 * be corrected is looked up (a one- or two-letter word has no trigram, and its lookup read the whole
 * index), and each lookup runs once (the materialized `folded` is not inlined into both uses).
 */
export async function prepareSearchWords(db: Db, words: string[]): Promise<SearchWord[]> {
  if (!words.length) return [];
  const rows = await executeRows<PreparedWord>(
    db,
    sql`
    with folded as materialized (
      select f.i, f.folded,
        case when length(f.folded) >= ${minTypoLength} then exists (
          select 1 from ${productSearch} s
          where s.visible and s.document like '%' || f.folded || '%') else false end as found
      from (select v.i, search_compact(v.word) as folded
            from (values ${sql.join(
              words.map((word, i) => sql`(${i}, ${word}::text)`),
              sql`, `,
            )}) as v(i, word)) f
    )
    select w.i::int as i, w.folded, w.found,
      case when length(w.folded) >= ${minTypoLength} and not w.found then
        (select string_agg(n.term, ' ') from (select ${searchTerms.term} as term from ${searchTerms}
           order by ${searchTerms.term} <-> w.folded limit 8) n)
      end as near
    from folded w
    order by w.i`,
  );
  return rows.map((row) => {
    if (!row.folded) return { literal: words[row.i]! };
    const forms = searchWordForms(row.folded, row.found, row.near ? row.near.split(" ") : []);
    const type = riderTypeOf(row.folded);
    return { forms, ...(mustStartWord(row.folded) && { wordStart: row.folded }), ...(type && { type }) };
  });
}

interface PreparedWord {
  i: number;
  folded: string;
  found: boolean;
  near: string | null;
}
