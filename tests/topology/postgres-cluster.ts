import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, on a free port), so it can be stopped and
 * started without touching the machine's. The server refuses to run as root: as root it runs as `postgres`.
 */
export function createPostgresCluster(port: number) {
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").sort() : [];
  if (!versions.length) throw new Error("PostgreSQL's server binaries are missing: apt-get install -y postgresql");
  const bin = (name: string) => `/usr/lib/postgresql/${versions.at(-1)}/bin/${name}`;
  const dir = mkdtempSync(path.join(tmpdir(), "topology-pg-"));
  chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin(command), ...args]] : [bin(command), args];
    const result = spawnSync(file, argv, { encoding: "utf8", cwd: dir });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const cluster = {
    url: (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    start: () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]),
    /** A fast shutdown: open connections are cut, as in a restart or a crash of the database host. */
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    createDatabase: (name: string) =>
      execFileSync("psql", [cluster.url("postgres"), "-qc", `create database "${name}"`], { stdio: "pipe" }),
    remove() {
      try {
        cluster.stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
