import { expect, test } from "../fixtures";
import { killStrayServers, startServer } from "../helpers/server-process";
import { PORTS } from "../ports";

/** Ports of their own for the servers these tests start, beside the two of the Playwright config. */
const LIFECYCLE_PORT = PORTS.configured + 1;
const PRODUCTION_PORT = PORTS.configured + 2;

test.afterEach(killStrayServers);

test("a bad setting stops the start with a message naming the variable", async () => {
  const server = startServer({ PORT: "not-a-port" });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("Invalid configuration: PORT");
});

test("production fails closed: no API_BASE_URL and no DEMO_API=1 stops the start", async () => {
  const server = startServer({ DEMO_API: undefined, API_BASE_URL: undefined, PORT: String(LIFECYCLE_PORT) });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain(
    "Invalid configuration: API_BASE_URL is required in production (NODE_ENV=production); set DEMO_API=1",
  );
  expect(server.output()).not.toContain('"msg":"listening"');
});

test("production with a real backend fails closed without a session secret, and says how to set one", async () => {
  const server = startServer({
    DEMO_API: undefined,
    API_BASE_URL: "http://127.0.0.1:9",
    SESSION_SECRET: undefined,
    SESSION_SECRETS: undefined,
    PORT: String(LIFECYCLE_PORT),
  });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain(
    "Invalid configuration: SESSION_SECRET is required in production with API_BASE_URL",
  );
  expect(server.output()).not.toContain('"msg":"listening"');
});

test("SIGTERM drains and ends the server cleanly; logs are JSON with redacted tokens", async ({ request }) => {
  // Long enough for the checks below to run inside the drain on a busy CI machine (1.5 s was cut short once, with
  // three test workers on two cores: the server had closed before the health check).
  const delayMs = 4000;
  const server = startServer({ PORT: String(LIFECYCLE_PORT), SHUTDOWN_DELAY_MS: String(delayMs) });
  const origin = `http://localhost:${LIFECYCLE_PORT}`;
  await expect
    .poll(async () => (await request.get(`${origin}/readyz`).catch(() => null))?.status(), {
      timeout: 30_000,
    })
    .toBe(200);
  await request.get(`${origin}/angebot/very-secret-token/zahlung?x=1`);
  await request.get(`${origin}/healthz`);
  await expect.poll(() => server.output()).toContain('"path":"/angebot/:token/zahlung"');
  // A backend call that is still open when the server stops accepting connections (the demo answers it late).
  const slowPath = "/api/e2e-shutdown-probe";
  const fault = { kind: "delay", delayMs: delayMs + 1500, status: 503, method: "GET", path: slowPath };
  expect((await request.post(`${origin}/__demo/faults`, { data: fault })).status()).toBe(201);
  const slow = fetch(`${origin}${slowPath}`).then((response) => response.status);
  // The demo takes the fault off its list when the request reaches it: from then on it is open.
  await expect.poll(async () => (await request.get(`${origin}/__demo/faults`)).json()).toEqual([]);
  const signalled = Date.now();
  server.child.kill("SIGTERM");
  // Draining: still serving (load balancers learn of the endpoint's removal late), but not ready.
  await expect.poll(async () => (await fetch(`${origin}/readyz`)).status).toBe(503);
  const page = await fetch(`${origin}/kuendigung`);
  expect(page.status).toBe(200);
  expect(page.headers.get("connection")).toBe("close");
  // Proxied answers too: the proxy writes the backend's answer with the request's Connection header.
  const proxied = await fetch(`${origin}/api/o2/contracttermination/config`);
  expect(proxied.status).toBe(200);
  expect(proxied.headers.get("connection")).toBe("close");
  expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  expect(await server.exited).toBe(0);
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(delayMs);
  // The open request got its answer (the demo's 503 after its delay), not a cut connection.
  expect(await slow).toBe(503);
  const lines = server
    .output()
    .trim()
    .split("\n")
    .filter((l) => l.startsWith("{"));
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  expect(server.output()).not.toContain("very-secret-token");
  expect(server.output()).toContain('"msg":"shutting down"');
  expect(server.output()).toContain('"msg":"no new connections; open requests finish"');
  // pino-http's line: the request log keeps the probes out, and the demo says it is one.
  expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThan(0);
  expect(server.output()).not.toContain('"path":"/healthz"');
  expect(server.output()).toContain("DEMO_API=1: the embedded demo backend");
});

test("the production start renders with React's production build even without NODE_ENV", async ({ request }) => {
  // Started as `npm start` does (scripts/start.ts only imports server/main.ts), with NODE_ENV unset. The
  // probe prints, on exit, the React files whose code ran: a fact no page output shows reliably.
  const server = startServer(
    { NODE_ENV: undefined, PORT: String(PRODUCTION_PORT) },
    { nodeArgs: ["--import", "./e2e/helpers/react-build-probe.ts"] },
  );
  try {
    await expect.poll(() => server.output(), { timeout: 30_000 }).toContain('"msg":"listening"');
    expect((await request.get(`http://localhost:${PRODUCTION_PORT}/kuendigung`)).status()).toBe(200);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  const ran = [...server.output().matchAll(/^react-build-probe: (.+)$/gm)].map((m) => m[1] ?? "");
  expect(ran).toContain("react-dom/cjs/react-dom-server.node.production.js");
  expect(ran).toContain("react/cjs/react.production.js");
  expect(ran.filter((file) => file.includes("development"))).toEqual([]);
  expect(server.output()).toContain('"nodeEnv":"production"');
});

test("with DEMO_API=1 the gallery, the error page on demand and the demo's pages say they are a demo", async ({
  page,
}) => {
  for (const path of ["/__ui", "/__error/503", "/__error", "/__demo/payment/unknown"]) {
    await page.goto(path);
    await expect(page.getByTestId("demo-banner"), path).toBeVisible();
  }
  await expect(page.getByTestId("demo-banner")).toContainText("Demo");
  await page.goto("/__ui?brand=o2");
  await expect(page.getByTestId("demo-banner")).toContainText("erfunden");
});
