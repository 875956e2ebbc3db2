// First: NODE_ENV must be set before React or Express load (they read it once).
import "./node-env.ts";
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import { resolve } from "node:path";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { BRAND_SLUGS } from "../app/platform/brand/registry.ts";
import type { AppConfig } from "../app/platform/config/app-config.ts";
import { createApiProxy } from "./api-proxy.ts";
import { readBuildIdentity } from "./build-identity.ts";
import { buildSkew } from "./build-skew.ts";
import { canonicalTokenPaths } from "./canonical-path.ts";
import { compressResponses } from "./compression.ts";
import { ConfigError, readConfig, type ServerConfig } from "./config.ts";
import { refuseCrossSiteWrites } from "./cross-site.ts";
import { fieldReports } from "./field-reports.ts";
import { createHttpServer } from "./http-server.ts";
import { createLogger, requestLogger } from "./logger.ts";
import { offerLoginGuards } from "./login-limit.ts";
import { repairMalformedPaths } from "./malformed-path.ts";
import { mountProbes } from "./probes.ts";
import { publicFiles } from "./public-files.ts";
import { redactPath } from "./redact.ts";
import { securityHeaders } from "./security.ts";
import { createDrain, SHUTDOWN_GRACE_MS } from "./shutdown.ts";
import { startTracing } from "./tracing.ts";

const DEV = process.argv.includes("--dev");
const ROOT = resolve(import.meta.dirname, "..");

interface ServerBuild {
  createAppHandler(config: AppConfig): RequestHandler;
}

function loadConfig(): ServerConfig {
  try {
    return readConfig(process.env, { dev: DEV });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Mounts the app; in dev, resolves to closing Vite (its HMR WebSockets would hold the server's close open). */
async function appHandler(
  config: AppConfig,
  app: express.Express,
  server: Server,
): Promise<(() => Promise<void>) | null> {
  if (DEV) {
    // HMR's WebSocket shares the app's port: Vite's own default (24678) is taken as soon as a second checkout
    // runs `npm run dev` on this machine.
    const vite = await import("vite").then((v) =>
      v.createServer({ root: ROOT, server: { middlewareMode: true, hmr: { server } } }),
    );
    app.use(vite.middlewares);
    app.use(async (req, res, next) => {
      try {
        const mod = (await vite.ssrLoadModule("./server/app.ts")) as ServerBuild;
        mod.createAppHandler(config)(req, res, next);
      } catch (error) {
        next(error);
      }
    });
    return () => vite.close();
  }
  const assets = resolve(ROOT, "build/client/assets");
  // Hashed file names never change content: cache them for a year.
  const assetFiles = { immutable: true, maxAge: "1y", index: false } as const;
  // A file this build has is served to anyone, whatever build the client met.
  app.use("/assets", express.static(assets, { ...assetFiles, fallthrough: true }));
  app.use(publicFiles(resolve(ROOT, "build/client")));
  // Anything else is refused to a client that has met a newer build (a rolling deploy: docs/operations.md); a
  // missing asset is then another instance's to serve. Without the build's identity (an old build) nothing is.
  const identity = readBuildIdentity(resolve(ROOT, "build"));
  if (identity !== null) app.use(buildSkew(identity, { alwaysSecure: config.secureCookies }));
  app.use("/assets", express.static(assets, { ...assetFiles, fallthrough: false }));
  const serverBuild = (await import(resolve(ROOT, "build/server/index.js"))) as ServerBuild;
  app.use(serverBuild.createAppHandler(config));
  return null;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const tracing = await startTracing(config.otelEndpoint);
  // The demo backend's modules load only when it runs: an image built without them starts with API_BASE_URL.
  const demo = config.demoApi
    ? await import("../demo-api/server.ts").then((m) => m.startDemoApi({ dataDir: resolve(ROOT, config.dataDir) }))
    : null;
  const apiBaseUrl = config.apiBaseUrl ?? demo?.url ?? "";
  const appConfig: AppConfig = {
    apiBaseUrl,
    // The embedded demo answers the server's own calls in-process (no socket, no HTTP on either side); with
    // tracing on they keep the socket, so fetch's instrumentation still gives every call its span.
    ...(demo && !tracing ? { apiFetch: demo.fetch } : {}),
    apiTimeoutMs: config.apiTimeoutMs,
    terminationConfigCacheSeconds: config.terminationConfigCacheSeconds,
    demoMode: demo !== null,
    devMode: DEV,
    cookieSecrets: [config.sessionSecrets[0] ?? randomBytes(32).toString("base64"), ...config.sessionSecrets.slice(1)],
    // A production server in front of a real backend is reached over HTTPS only (TLS ends at the ingress, which
    // need not say so): its cookies are Secure and `__Host-` whatever the request looks like.
    secureCookies: config.production && !demo && !DEV,
    brandHosts: config.brandHosts,
    brandSettings: config.brandSettings,
    scriptUrls: config.scriptUrls,
  };

  const nodeEnv = process.env.NODE_ENV ?? "development";
  if (!DEV && nodeEnv !== "production") {
    logger.warn({ nodeEnv }, "NODE_ENV is not production: React renders with its slower development build");
  }
  if (config.sessionSecrets.length === 0 && !demo && !DEV) {
    logger.warn(
      "SESSION_SECRET is unset: cookies sealed with a random secret do not survive a restart or other instances",
    );
  }

  const withoutLegalPages = BRAND_SLUGS.filter(
    (slug) => !config.brandSettings[slug]?.imprintUrl || !config.brandSettings[slug]?.privacyUrl,
  );
  if (withoutLegalPages.length > 0) {
    logger.warn(
      { brands: withoutLegalPages },
      "BRAND_IMPRINT_URLS or BRAND_PRIVACY_URLS lack these brands: their footers link no imprint or privacy notice",
    );
  }

  const withoutCreditor = BRAND_SLUGS.filter((slug) => !config.brandSettings[slug]?.sepaCreditor);
  if (withoutCreditor.length > 0) {
    logger.warn(
      { brands: withoutCreditor },
      "BRAND_SEPA_CREDITORS lacks these brands: their checkout offers no direct debit (a mandate must name its payee)",
    );
  }

  const app = express();
  const server = createHttpServer(app);
  const drain = createDrain(server, {
    delayMs: config.shutdownDelayMs,
    graceMs: SHUTDOWN_GRACE_MS,
    onClosing: () => {
      logger.info({ graceMs: SHUTDOWN_GRACE_MS }, "no new connections; open requests finish");
      void closeDevServer?.();
    },
  });
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(drain.closeConnectionsWhileDraining);
  app.use(securityHeaders(config));
  mountProbes(app, () => drain.isDraining());
  if (tracing) app.use(tracing.middleware);
  app.use(requestLogger(logger));
  app.use(repairMalformedPaths());
  app.use(canonicalTokenPaths());
  // The offer login's code: exchanged only by the login page's action, and guessed only a few times.
  app.use(offerLoginGuards());
  app.use(fieldReports(logger, tracing?.meter ?? null));
  app.use(refuseCrossSiteWrites());
  app.use(compressResponses());
  app.use(
    createApiProxy({
      target: apiBaseUrl,
      demo: demo !== null,
      secureCookies: appConfig.secureCookies,
      apiTimeoutMs: config.apiTimeoutMs,
    }),
  );
  const closeDevServer = await appHandler(appConfig, app, server);
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) (req.log ?? logger).error({ err: error, path: redactPath(req.originalUrl) }, "unhandled error");
    if (res.headersSent) return;
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Not Found" : "Error");
  };
  app.use(onError);

  server.listen(config.port, config.host, () => {
    const url = `http://localhost:${config.port}`;
    logger.info(
      { url, api: demo ? "embedded demo backend" : apiBaseUrl, nodeEnv, tracing: config.otelEndpoint !== null },
      "listening",
    );
    if (demo && config.production) {
      logger.warn("DEMO_API=1: the embedded demo backend answers with invented data; this is not a real system");
    }
    if (process.stdout.isTTY || process.env.npm_lifecycle_event === "start") {
      console.log(
        `\n  Customer front end: ${url} (NODE_ENV=${nodeEnv})\n  API: ${demo ? `embedded demo backend (${demo.url})` : apiBaseUrl}\n`,
      );
    }
  });

  // SIGTERM (Kubernetes, docker stop): keep serving for SHUTDOWN_DELAY_MS with /readyz at 503, then stop
  // accepting and let open requests finish. SIGINT (Ctrl-C) and a second signal skip the wait.
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    const immediately = signal !== "SIGTERM";
    if (stopping) {
      void drain.drain(true);
      return;
    }
    stopping = true;
    logger.info({ signal, delayMs: immediately ? 0 : config.shutdownDelayMs }, "shutting down");
    void drain.drain(immediately).then(async () => {
      await demo?.close();
      await tracing?.shutdown();
      logger.flush();
      process.exit(0);
    });
  };
  // In development Vite's own config server has registered handlers that exit at once: this drain is the one.
  if (DEV) for (const signal of ["SIGTERM", "SIGINT"] as const) process.removeAllListeners(signal);
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

await main();
