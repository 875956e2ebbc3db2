import { serve } from "@hono/node-server";
import { Hono } from "hono";

export interface DemoApiOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  dataDir: string;
}

export interface RunningDemoApi {
  url: string;
  close(): Promise<void>;
}

export function createDemoApp(): Hono {
  const app = new Hono();
  app.get("/__demo/health", (c) => c.json({ status: "ok" }));
  return app;
}

/** Starts the embedded demo backend on loopback; `npm start` uses it when API_BASE_URL is unset. */
export function startDemoApi(options: DemoApiOptions): Promise<RunningDemoApi> {
  const app = createDemoApp();
  const host = options.host ?? "127.0.0.1";
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, (info) => {
      resolve({
        url: `http://${host}:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
