import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "../fixtures";
import { killStrayServers, startServer } from "../helpers/server-process";
import { PORTS } from "../ports";

/** Beside the Playwright config's two ports and server.spec.ts's two. */
const DEV_PORT = PORTS.configured + 3;

test.afterEach(killStrayServers);

/**
 * `npm run dev` (`node server/main.ts --dev`): Vite loads the app in development. It once answered 500 on every
 * page, because Express's React Router adapter and the app had different copies of react-router.
 */
test("the development server renders pages", async ({ request }) => {
  // About 4 s alone; Vite's first transform of the routes took 20 s beside the other workers' browsers.
  test.setTimeout(90_000);
  const { child, exited, output } = startServer(
    {
      NODE_ENV: undefined,
      API_BASE_URL: undefined,
      DEMO_API: undefined,
      PORT: String(DEV_PORT),
      LOG_LEVEL: "warn",
      DATA_DIR: mkdtempSync(join(tmpdir(), "e2e-dev-")),
    },
    { args: ["--dev"] },
  );
  const origin = `http://localhost:${DEV_PORT}`;
  try {
    await expect
      .poll(async () => (await request.get(`${origin}/healthz`).catch(() => null))?.status(), { timeout: 60_000 })
      .toBe(200);
    const home = await request.get(`${origin}/`);
    expect(home.status(), output()).toBe(200);
    expect(await home.text()).toContain("Willkommen bei O2");
    const termination = await request.get(`${origin}/kuendigung`);
    expect(termination.status(), output()).toBe(200);
    const html = await termination.text();
    expect(html).toContain("Vertrag kündigen");
    // Served by Vite: the page's scripts are the source modules, not the build's.
    expect(html).toContain('href="/app/entry.client.tsx"');
    expect((await request.get(`${origin}/app/entry.client.tsx`)).status()).toBe(200);
  } finally {
    child.kill("SIGTERM");
  }
  // Our drain ends it with 0; Vite's own handler used to end it at once with 143 (its exit skipped the drain).
  expect(await exited, output()).toBe(0);
  expect(output()).not.toContain("RouterContextProvider");
});
