import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, type Database } from "#db/client.server";
import { ensureReferenceData, seedDemoCatalogue } from "#db/seed/seed.server";
import { cachedFile, pruneCache, templateKey } from "./template-cache";

/**
 * Vitest globalSetup of the database projects: each test file copies a ready database instead of migrating
 * and seeding its own. PGlite: a dump of its data folder that a file loads (`loadDataDir`), kept in
 * node_modules/.cache between runs and built again only when what builds it changes (./template-cache.ts);
 * PostgreSQL: template databases made for the run that a file's database is created from.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
/** Where the PGlite templates are kept (shared by work trees that share node_modules: names carry the key). */
export const templateCacheFolder = path.join(root, "node_modules/.cache/test-database-templates");
/**
 * The seed writes dates relative to its clock (prices checked hours ago, price histories of days), so a
 * seeded template is used for a few hours at most, as if seeded then; the migrated one holds no such date.
 */
const seededMaxAgeMs = 4 * 3_600_000;
/** Templates of other keys (older code, other work trees) are removed when nothing wrote them for a week. */
const unusedCacheMs = 7 * 86_400_000;

/** What each file's database starts as: migrated only, or migrated with the reference data and demo catalogue. */
export type DatabaseTemplate = "migrated" | "seeded";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: the dump file of each template. PostgreSQL: the template database of each. */
    databaseTemplates: Record<DatabaseTemplate, string>;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = project.config.env.TEST_DB_DRIVER === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  const { templates, remove } = serverUrl ? await postgresTemplates(serverUrl) : await pgliteTemplates();
  project.provide("databaseTemplates", templates);
  return remove;
}

/** Adds the reference data and the demo catalogue. */
async function seed(database: Database) {
  await ensureReferenceData(database.db);
  await seedDemoCatalogue(database.db);
}

/** Writes the data folder of `database` to `file`. */
async function dump(database: Database, file: string) {
  writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
}

/** The PGlite templates of this code, from the cache or built (the seeded one from the migrated one). */
export async function pgliteTemplates(folder = templateCacheFolder) {
  const key = await templateKey(root);
  const names = { migrated: `migrated-${key}.tar`, seeded: `seeded-${key}.tar` };
  const migrated = await cachedFile(folder, names.migrated, async (file) => {
    const database = await openDatabase({});
    await dump(database, file).finally(() => database.close());
  });
  const seeded = await cachedFile(
    folder,
    names.seeded,
    async (file) => {
      const database = await openDatabase({ loadDataDir: new Blob([readFileSync(migrated.file)]) });
      await seed(database)
        .then(() => dump(database, file))
        .finally(() => database.close());
    },
    { maxAgeMs: seededMaxAgeMs },
  );
  pruneCache(folder, Object.values(names), unusedCacheMs);
  return {
    key,
    built: { migrated: migrated.built, seeded: seeded.built },
    templates: { migrated: migrated.file, seeded: seeded.file },
    remove: () => {},
  };
}

async function postgresTemplates(serverUrl: string) {
  const suffix = randomBytes(4).toString("hex");
  const templates = { migrated: `storefront_template_${suffix}`, seeded: `storefront_template_${suffix}_seeded` };
  const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  await withAdminClient(serverUrl, (client) => client.query(`create database "${templates.migrated}"`));
  await (await openDatabase({ url: urlOf(templates.migrated) })).close();
  await createDatabaseFrom(serverUrl, templates.seeded, templates.migrated);
  const database = await openDatabase({ url: urlOf(templates.seeded) });
  await seed(database).finally(() => database.close());
  return {
    templates,
    remove: () =>
      withAdminClient(serverUrl, async (client) => {
        for (const name of Object.values(templates))
          await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

/** Creates database `name` as a copy of `template` (which must have no open connection). */
export function createDatabaseFrom(serverUrl: string, name: string, template: string) {
  return withAdminClient(serverUrl, (client) => client.query(`create database "${name}" template "${template}"`));
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
