import packageJson from "../../package.json" with { type: "json" };

/**
 * Node's arguments for the built server, from `npm run serve`: V8's flags, then the entry. The bench, the e2e
 * server, the topology and smoke tests start the server with them; deploy/storefront@.service writes the same
 * command (serve-command.test.ts holds it to this). The flags hold memory under a burst of renders: a young
 * generation of 8 MB per semi-space and an old generation that grows 1.3× instead of up to 4× what outlived the
 * last full collection. On Node 24, 50 connections of renders peak at 340–375 MB with both, 455–470 MB with the
 * growth flag alone, 545–590 MB with neither (decision 0032). `--liftoff-only` keeps PGlite's WebAssembly on V8's
 * baseline compiler: optimising one of its functions took 600 MB for 2–4 s, the server's whole peak (decision 0038).
 */
export const serveArguments: readonly string[] = packageJson.scripts.serve.split(" ").slice(1);
