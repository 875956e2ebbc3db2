import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { expect, test } from "../fixtures";

const ROOT = resolve(import.meta.dirname, "../..");

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", DATA_DIR: ".data/e2e-lifecycle", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  return { child, exited, output: () => output };
}

test("a bad setting stops the start with a message naming the variable", async () => {
  const server = startServer({ PORT: "not-a-port" });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("Invalid configuration: PORT");
});

test("SIGTERM drains and ends the server cleanly; logs are JSON with redacted tokens", async ({ request }) => {
  const server = startServer({ PORT: "4190" });
  await expect
    .poll(async () => (await request.get("http://localhost:4190/readyz").catch(() => null))?.status(), {
      timeout: 20_000,
    })
    .toBe(200);
  await request.get("http://localhost:4190/angebot/very-secret-token/zahlung?x=1");
  await expect.poll(() => server.output()).toContain('"path":"/angebot/:token/zahlung"');
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  const lines = server
    .output()
    .trim()
    .split("\n")
    .filter((l) => l.startsWith("{"));
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  expect(server.output()).not.toContain("very-secret-token");
  expect(server.output()).toContain('"msg":"shutting down"');
});
