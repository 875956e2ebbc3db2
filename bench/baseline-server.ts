/**
 * The throughput baseline: an empty React Router page in framework mode (bench/baseline-app, one route with a
 * loader, the default server entry) behind Express and compression, served as the app is (NODE_ENV=production).
 * Started by bench/throughput.ts after `react-router build bench/baseline-app`.
 */
import { createServer } from "node:http";
import { resolve } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";

if (process.env.NODE_ENV !== "production") throw new Error("The baseline runs with NODE_ENV=production");

const BUILD = resolve(import.meta.dirname, "baseline-app/build");
const build = (await import(resolve(BUILD, "server/index.js"))) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(resolve(BUILD, "client/assets"), { immutable: true, maxAge: "1y", index: false }));
app.use(createRequestHandler({ build, mode: "production" }));

const server = createServer(app).listen(Number(process.env.PORT ?? 4441), process.env.HOST ?? "127.0.0.1");
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
