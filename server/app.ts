// Bundled by Vite as the server build's entry, so it shares context objects with the routes.

import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { RouterContextProvider } from "react-router";
import { catalogueOfFile } from "~/page-catalogue.server";
import type { AppConfig } from "~/platform/config/app-config";
import { appConfigContext, type LoginAttempt, loginAttemptContext, nonceContext } from "~/platform/config/context";
import { CATALOGUE_PATH_PREFIX } from "~/platform/i18n/document-catalogue";

/**
 * The message catalogue files the documents name (`/i18n/<lang>.<area>.<hash>.json`): their address names their
 * content, so browsers and shared caches keep them for a year. An address of another build answers 404, which
 * the browser takes as "reload the page" (app/entry.client.tsx).
 */
const serveCatalogue: RequestHandler = (req, res) => {
  const catalogue = req.method === "GET" || req.method === "HEAD" ? catalogueOfFile(req.path) : null;
  if (!catalogue) {
    res.status(404).type("text/plain").send("Not Found");
    return;
  }
  res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  res.type("application/json").send(catalogue.json);
};

export function createAppHandler(config: AppConfig): RequestHandler {
  const handlePage = createRequestHandler({
    build,
    mode: config.devMode ? "development" : "production",
    getLoadContext(_req, res) {
      const context = new RouterContextProvider();
      context.set(appConfigContext, config);
      context.set(nonceContext, String(res.locals.cspNonce ?? ""));
      // The offer login's limiter (server/login-limit.ts) ran before: the action reads its verdict and reports back.
      context.set(loginAttemptContext, (res.locals.loginAttempt as LoginAttempt | undefined) ?? null);
      return context;
    },
  });
  return (req, res, next) =>
    req.path.startsWith(CATALOGUE_PATH_PREFIX) ? serveCatalogue(req, res, next) : handlePage(req, res, next);
}
