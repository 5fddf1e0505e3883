/** `npm run dev`: Vite in middleware mode (HMR) in front of the Hono app. */
import { createServer as createHttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { createDevApp } = (await vite.ssrLoadModule("/server/dev-app.ts")) as typeof import("./dev-app");
const { app, env, database } = await createDevApp(
  () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
);
const listener = getRequestListener(app.fetch);
const server = createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res))).listen(
  env.PORT,
  env.HOST,
  () => console.log(`Dev server on http://localhost:${env.PORT}`),
);

process.on("SIGINT", async () => {
  server.close();
  await vite.close();
  await database.close();
  process.exit(0);
});
