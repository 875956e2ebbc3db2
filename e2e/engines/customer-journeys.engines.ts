import { test as base, expect } from "@playwright/test";
import { PLAIN, PORTS } from "../ports";
import { type EngineDriver, type EngineName, waitFor } from "./driver";
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

test("the driver hears an error the page logs, throws or leaves unhandled after hydration", async ({ driver }) => {
  // The check of the check: a journey passes only on silence, so the silence must be one that could be broken.
  await driver.open("/kuendigung?brand=o2");
  await driver.runInPage(
    `console.error("probe: logged"); setTimeout(() => { throw new Error("probe: thrown"); });
     void Promise.reject(new Error("probe: rejected")); void 0;`,
  );
  const heard: string[] = [];
  await waitFor(
    () => `the three errors (heard: ${JSON.stringify(heard)})`,
    async () => {
      heard.push(...(await driver.takeErrors()).errors);
      return heard.length >= 3 ? true : null;
    },
  );
  expect(heard.map((error) => error.match(/probe: \w+/)?.[0]).sort()).toEqual([
    "probe: logged",
    "probe: rejected",
    "probe: thrown",
  ]);
});
