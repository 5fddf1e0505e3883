import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";
import { parse, protocol } from "@electric-sql/pglite";

/** Named statements kept per database: the storefront's reads are a few dozen shapes, `in (…)` lists add some. */
const keptStatements = 200;

interface Statement {
  name: string;
  parameterTypes: number[];
  /** The statement's RowDescription (or NoData): what a bound execution's rows are read with. */
  description: Messages;
}

const { serialize } = protocol;
type Messages = Awaited<ReturnType<PGlite["execProtocolStream"]>>;
type Parsers = PGlite["parsers"];

/**
 * PGlite's `query` parses, analyses and plans every statement anew (an unnamed statement each time): for the
 * storefront's big reads (a product with its pictures, tags, fits and visor facts as JSON) that is 5–9 ms of
 * the WASM build's time against 1–2 ms of execution. This keeps reads as named statements, as a PostgreSQL
 * client library does with a prepared statement: parsed once, planned by PostgreSQL's plan cache (custom
 * plans first, a generic plan once it is as good). Only reads outside a transaction go this way (a
 * transaction's statements run through its own handle); everything else is PGlite's own `query`
 * (decision 0037).
 */
export function keepStatements(client: PGlite) {
  const statements = new Map<string, Statement>();
  let made = 0;
  const plainQuery = client.query.bind(client);

  const run = async (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `kept_${++made}`;
    await run(serialize.parse({ name, text, types: options?.paramTypes }));
    const described = await run(serialize.describe({ type: "S", name }));
    const statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(described),
      description: described.filter((m) => m.name === "rowDescription" || m.name === "noData"),
    };
    statements.set(text, statement);
    while (statements.size > keptStatements) {
      const [oldest, kept] = statements.entries().next().value!;
      statements.delete(oldest);
      await run(serialize.close({ type: "S", name: kept.name }));
    }
    return statement;
  }

  async function forget(text: string) {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await run(serialize.close({ type: "S", name: statement.name })).catch(() => undefined);
  }

  async function keptQuery<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    await client._checkReady();
    const messages = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let statement = statements.get(text);
        if (statement) {
          // Most recently used last: the first entry is the one to let go.
          statements.delete(text);
          statements.set(text, statement);
        } else {
          try {
            statement = await prepare(text, options);
          } catch (error) {
            // Until a Sync, PostgreSQL skips every message that follows an error.
            await run(serialize.sync()).catch(() => undefined);
            throw error;
          }
        }
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = statement.parameterTypes[i]!;
          const serializer = options?.serializers?.[type] ?? client.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        // Bind, Execute and Sync in one message, as a client library pipelines them: one pass through PGlite
        // instead of three (each pass sets up its reader and crosses into the WASM module).
        const bound = serialize.bind({ statement: statement.name, values: values as string[] });
        try {
          return [
            ...statement.description,
            ...(await run(Buffer.concat([bound, serialize.execute({}), serialize.sync()]))),
          ];
        } catch (error) {
          // The Sync has run: the statement can be let go (it failed to bind or run: a table changed under it).
          await forget(text);
          throw error;
        }
      }),
    );
    await client.syncToFs();
    return parse.parseResults(messages, parsersWith(options?.parsers as Parsers | undefined), {
      ...options,
      parsers: undefined,
    })[0] as Results<T>;
  }

  // PGlite merges a query's own parsers into its 375 (one per type and array type) by spreading both on every
  // query, 0.12 ms each: 1.6 ms of a product page's 13 reads. Drizzle sends the same few each time (new functions
  // of the same source). PGlite fills its own in at start (and in `refreshArrayTypes`, which nothing here calls).
  const merged = new Map<string, Parsers>();
  function parsersWith(own: Parsers | undefined): Parsers {
    if (!own) return client.parsers;
    const key = Object.entries(own)
      .map(([type, parser]) => `${type}:${String(parser)}`)
      .join("\n");
    let parsers = merged.get(key);
    if (!parsers) merged.set(key, (parsers = { ...client.parsers, ...own }));
    return parsers;
  }

  client.query = async function query<T>(text: string, params?: unknown[], options?: QueryOptions) {
    if (!isRead(text) || client.isInTransaction()) return plainQuery<T>(text, params, options);
    try {
      return await keptQuery<T>(text, params, options);
    } catch (error) {
      // A table changed under a kept statement in a way its plan cannot follow: once more, parsed anew.
      if (error instanceof Error && /cached plan must not change result type/.test(error.message))
        return plainQuery<T>(text, params, options);
      throw error;
    }
  } as PGlite["query"];
}

/** A statement that only reads: a select, a parenthesised union of selects or a `with` whose body selects. */
function isRead(text: string) {
  return /^\s*(\(|select\b|with\b(?![\s\S]*\b(insert|update|delete)\b))/i.test(text);
}
