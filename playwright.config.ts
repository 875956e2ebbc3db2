import { execSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_API_TIMEOUT_MS, E2E_SESSION_SECRET, PORTS } from "./e2e/ports";

/** Debian's Chromium; Playwright never downloads a browser here. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync("command -v chromium || command -v chromium-browser", { encoding: "utf8" }).trim();
  } catch {
    return "/usr/bin/chromium";
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "e2e-data-"));
// DEMO_API=1: a production server starts without API_BASE_URL only when the demo backend is asked for.
const serverEnv = {
  NODE_ENV: "production",
  DEMO_API: "1",
  API_TIMEOUT_MS: String(E2E_API_TIMEOUT_MS),
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  SESSION_SECRET: E2E_SESSION_SECRET,
  // No load balancer to wait for: a test server stops at once.
  SHUTDOWN_DELAY_MS: "0",
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Three workers on two cores: the tests wait on the page more than they compute (the browsers use about 70 %
  // of one core with two workers), and a third worker cut the run from 8.7 to 7.7 minutes. Four timed out.
  workers: 3,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["html", { open: "never" }]],
  outputDir: "test-results",
  use: {
    baseURL: `http://localhost:${PORTS.plain}`,
    // Headless Chromium announces itself as "HeadlessChrome", which the crawler list (isbot) treats as a bot.
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36",
    // Recording a trace for every test costs about a tenth of the run (CI time); a failure still leaves its
    // screenshot. `E2E_TRACE=1 npm run test:e2e` records traces and keeps those of failures.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // No host but this machine's resolves: nothing external loads, without intercepting requests (e2e/fixtures.ts).
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    {
      // The production build with the embedded demo backend and no third-party ids: nothing external loads.
      command: "node server/main.ts",
      url: `http://localhost:${PORTS.plain}/readyz`,
      env: { ...serverEnv, PORT: String(PORTS.plain) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The same build with tag-manager, consent-manager and personalisation ids and a host map configured.
      command: "node server/main.ts",
      url: `http://localhost:${PORTS.configured}/readyz`,
      env: {
        ...serverEnv,
        PORT: String(PORTS.configured),
        TAG_MANAGER_IDS: "o2=GTM-O2TEST,blau=GTM-BLAUTEST,nova=GTM-NOVATEST",
        CONSENT_MANAGER_IDS: "o2=o2-settings,blau=blau-settings",
        PERSONALISATION_IDS: "o2=8770001,blau=8770002",
        BRAND_HOSTS: "kuendigen.nova.test=nova",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
