import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, type Database } from "#db/client.server";
import { ensureReferenceData, seedDemoCatalogue } from "#db/seed/seed.server";

/**
 * Vitest globalSetup: migrates (and seeds) the test database once per run, so each test file copies a
 * ready database instead of building its own. PGlite: a dump of its data folder that a file loads
 * (`loadDataDir`); PostgreSQL: template databases that a file's database is created from.
 */

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

async function pgliteTemplates() {
  const folder = mkdtempSync(path.join(tmpdir(), "storefront-test-templates-"));
  const database = await openDatabase({});
  const dump = async (name: DatabaseTemplate) => {
    const file = path.join(folder, `${name}.tar`);
    writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    return file;
  };
  try {
    const migrated = await dump("migrated");
    await seed(database);
    const seeded = await dump("seeded");
    return { templates: { migrated, seeded }, remove: () => rmSync(folder, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
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
