/**
 * Builds `build/pglite-template/`: a PGlite data folder with the migrations applied and nothing else.
 * The first start on an empty DATA_DIR copies it (db/client.server.ts) instead of running initdb inside
 * PGlite, which peaks near 900 MB of memory (decision 0017); here that cost is paid once, at build time.
 * Migrations added later still apply at start.
 */
import { renameSync, rmSync } from "node:fs";
import path from "node:path";
import { openDatabase, pgliteTemplateFolder } from "../db/client.server";

const staging = `${pgliteTemplateFolder}-staging`;
for (const folder of [pgliteTemplateFolder, staging]) rmSync(folder, { recursive: true, force: true });
const database = await openDatabase({ dataDir: staging });
await database.close();
renameSync(path.join(staging, "pgdata"), pgliteTemplateFolder);
rmSync(staging, { recursive: true, force: true });
