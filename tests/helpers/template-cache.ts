import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { build } from "esbuild";

/**
 * The test database templates (./database-templates.ts) kept between runs, named by what built them: a new
 * migration, a change of the seed or of any module the builder imports, or another version of a package it
 * uses, gives a new key and so a new template; anything else reuses the one on disk.
 */

/** Bumped when the way templates are built or stored changes in a way the inputs below do not show. */
const cacheFormat = "1";

/** Folders read at run time rather than imported: every file in them counts. */
const dataFolders = ["drizzle", "db/seed"];

/** The module that builds the templates: what it imports, transitively, counts. */
export const templateBuilder = "tests/helpers/database-templates.ts";

export interface TemplateInputs {
  /** Files, relative to the root, sorted. */
  files: string[];
  /** Packages the builder's modules import, by name. */
  packages: string[];
}

/** What a template is built from: the builder's module graph (by esbuild), the migrations and the seed's data. */
export async function templateInputs(root: string): Promise<TemplateInputs> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [templateBuilder],
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "silent",
    // Assets the seed imports count by their content, like code; none is written.
    outdir: "template-inputs",
    loader: { ".svg": "file", ".png": "file", ".jpg": "file", ".webp": "file", ".css": "empty" },
  });
  const { inputs } = result.metafile;
  const packages = new Set<string>();
  for (const input of Object.values(inputs))
    for (const { path: specifier, external } of input.imports) {
      if (!external || specifier.startsWith("node:") || builtinModules.includes(specifier)) continue;
      packages.add(specifier.split("/", specifier.startsWith("@") ? 2 : 1).join("/"));
    }
  const files = new Set(Object.keys(inputs).filter((file) => !file.includes("node_modules/")));
  for (const folder of dataFolders) for (const file of filesUnder(root, folder)) files.add(file);
  return { files: [...files].sort(), packages: [...packages].sort() };
}

function filesUnder(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/** A hash of the inputs' names and contents and of the installed versions of their packages. */
export async function templateKey(root: string): Promise<string> {
  const { files, packages } = await templateInputs(root);
  const hash = createHash("sha256").update(`format ${cacheFormat}\n`);
  for (const file of files)
    hash
      .update(`file ${file}\n`)
      .update(readFileSync(path.join(root, file)))
      .update("\n");
  for (const name of packages) hash.update(`package ${name}@${installedVersion(root, name)}\n`);
  return hash.digest("hex").slice(0, 20);
}

function installedVersion(root: string, name: string): string {
  try {
    return (
      JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as { version: string }
    ).version;
  } catch {
    return "missing";
  }
}

/**
 * The file `name` in `folder`, built by `build` (given a path to write) unless it is there already and, with
 * `maxAgeMs`, younger than that. Written under a name of its own and renamed, so a run that starts meanwhile sees
 * the whole file or none; two runs building at once both rename a whole file (the same content) into place.
 */
export async function cachedFile(
  folder: string,
  name: string,
  build: (file: string) => Promise<void>,
  { maxAgeMs }: { maxAgeMs?: number } = {},
): Promise<{ file: string; built: boolean }> {
  const file = path.join(folder, name);
  if (existsSync(file) && (maxAgeMs === undefined || Date.now() - statSync(file).mtimeMs < maxAgeMs))
    return { file, built: false };
  mkdirSync(folder, { recursive: true });
  const partial = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.partial`;
  try {
    await build(partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file, built: true };
}

/**
 * Removes files of `folder` that no run has written for `olderThanMs`, except those named in `keep`. Other
 * work trees sharing node_modules keep templates of their own code here, so only old ones go.
 */
export function pruneCache(folder: string, keep: string[], olderThanMs: number) {
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (keep.includes(name)) continue;
    try {
      if (Date.now() - statSync(file).mtimeMs > olderThanMs) rmSync(file, { force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}
