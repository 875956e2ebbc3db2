// Bundled by Vite as the server build's entry, so it shares context objects with the routes.

import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { RouterContextProvider } from "react-router";
import type { AppConfig } from "~/platform/config/app-config";
import { appConfigContext, nonceContext } from "~/platform/config/context";

export function createAppHandler(config: AppConfig): RequestHandler {
  return createRequestHandler({
    build,
    mode: config.devMode ? "development" : "production",
    getLoadContext(_req, res) {
      const context = new RouterContextProvider();
      context.set(appConfigContext, config);
      context.set(nonceContext, String(res.locals.cspNonce ?? ""));
      return context;
    },
  });
}
