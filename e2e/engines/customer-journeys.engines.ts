import { test as base } from "@playwright/test";
import { PLAIN, PORTS } from "../ports";
import type { EngineDriver, EngineName } from "./driver";
import { launchFirefox } from "./firefox";
import { checkout, flow, idvStart, termination } from "./flows";
import { launchWebKit } from "./webkit";

/**
 * The customer journeys in the engines besides Chromium (`npm run test:engines`; a project per engine in
 * playwright.engines.config.ts). One browser per engine and worker; each journey starts with a fresh browser state.
 */
const test = base.extend<{ driver: EngineDriver }, { engine: EngineName; browserDriver: EngineDriver }>({
  engine: ["firefox", { option: true, scope: "worker" }],
  browserDriver: [
    async ({ engine }, use, worker) => {
      // The driver's port: after the server's, one per worker (a worker restarted after a failure takes the next).
      const port = PORTS.plain + 2 + worker.workerIndex;
      const driver = engine === "firefox" ? await launchFirefox(PLAIN, port) : await launchWebKit(PLAIN, port);
      await use(driver);
      await driver.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  driver: async ({ browserDriver }, use) => {
    await browserDriver.startFlow();
    await use(browserDriver);
  },
});

test("a termination", async ({ driver }) => {
  await termination(flow(driver, "termination"));
});

test("the checkout of a personal offer", async ({ driver }) => {
  await checkout(flow(driver, "checkout"));
});

test("an identity verification started", async ({ driver }) => {
  await idvStart(flow(driver, "IDV start"));
});
