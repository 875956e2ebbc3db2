// First: NODE_ENV must be set before React or Express load (they read it once).
import "./node-env.ts";
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { resolve } from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { AppConfig } from "../app/platform/config/app-config.ts";
import { startDemoApi } from "../demo-api/server.ts";
import { createApiProxy } from "./api-proxy.ts";
import { ConfigError, readConfig, type ServerConfig } from "./config.ts";
import { createLogger, type Logger } from "./logger.ts";
import { rejectMalformedPaths } from "./malformed-path.ts";
import { redactPath } from "./redact.ts";
import { securityHeaders } from "./security.ts";

const DEV = process.argv.includes("--dev");
const ROOT = resolve(import.meta.dirname, "..");
const SHUTDOWN_GRACE_MS = 10_000;

interface ServerBuild {
  createAppHandler(config: AppConfig): RequestHandler;
}

function loadConfig(): ServerConfig {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.on("finish", () => {
      if (req.path === "/healthz" || req.path === "/readyz") return;
      logger.info("request", {
        method: req.method,
        path: redactPath(req.originalUrl),
        status: res.statusCode,
        durationMs: Math.round(performance.now() - started),
        traceId: req.get("x-trace-id") ?? /(?:^|;\s*)trace_id=([\w-]{1,64})/.exec(req.get("cookie") ?? "")?.[1],
      });
    });
    next();
  };
}

async function appHandler(config: AppConfig, app: express.Express): Promise<void> {
  if (DEV) {
    const vite = await import("vite").then((v) => v.createServer({ root: ROOT, server: { middlewareMode: true } }));
    app.use(vite.middlewares);
    app.use(async (req, res, next) => {
      try {
        const mod = (await vite.ssrLoadModule("./server/app.ts")) as ServerBuild;
        mod.createAppHandler(config)(req, res, next);
      } catch (error) {
        next(error);
      }
    });
    return;
  }
  const assets = resolve(ROOT, "build/client/assets");
  // Hashed file names never change content: cache them for a year.
  app.use("/assets", express.static(assets, { immutable: true, maxAge: "1y", index: false, fallthrough: false }));
  app.use(express.static(resolve(ROOT, "build/client"), { maxAge: "1h", index: false }));
  const serverBuild = (await import(resolve(ROOT, "build/server/index.js"))) as ServerBuild;
  app.use(serverBuild.createAppHandler(config));
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const demo = config.apiBaseUrl ? null : await startDemoApi({ dataDir: resolve(ROOT, config.dataDir) });
  const apiBaseUrl = config.apiBaseUrl ?? demo?.url ?? "";
  const appConfig: AppConfig = {
    apiBaseUrl,
    demoMode: demo !== null,
    devMode: DEV,
    cookieSecret: config.sessionSecret ?? randomBytes(32).toString("base64"),
    brandHosts: config.brandHosts,
    brandSettings: config.brandSettings,
    scriptUrls: config.scriptUrls,
  };

  const nodeEnv = process.env.NODE_ENV ?? "development";
  if (!DEV && nodeEnv !== "production") {
    logger.warn("NODE_ENV is not production: React renders with its slower development build", { nodeEnv });
  }
  if (!config.sessionSecret && !demo && !DEV) {
    logger.warn(
      "SESSION_SECRET is unset: receipts signed with a random secret do not survive a restart or other instances",
    );
  }

  let draining = false;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(securityHeaders(config));
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", (_req, res) => {
    res.status(draining ? 503 : 200).json({ status: draining ? "draining" : "ready" });
  });
  app.use(requestLog(logger));
  app.use(rejectMalformedPaths());
  app.use(compression());
  app.use(createApiProxy({ target: apiBaseUrl }));
  await appHandler(appConfig, app);
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) logger.error("unhandled error", { path: redactPath(req.originalUrl), error });
    if (res.headersSent) return;
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Not Found" : "Error");
  };
  app.use(onError);

  const server = createServer(app);
  server.listen(config.port, config.host, () => {
    const url = `http://localhost:${config.port}`;
    logger.info("listening", { url, api: demo ? "embedded demo backend" : apiBaseUrl, nodeEnv });
    if (process.stdout.isTTY || process.env.npm_lifecycle_event === "start") {
      console.log(
        `\n  Customer front end: ${url} (NODE_ENV=${nodeEnv})\n  API: ${demo ? `embedded demo backend (${demo.url})` : apiBaseUrl}\n`,
      );
    }
  });

  const shutdown = (signal: string) => {
    if (draining) return;
    draining = true;
    logger.info("shutting down", { signal });
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    server.close(async () => {
      clearTimeout(force);
      await demo?.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

await main();
