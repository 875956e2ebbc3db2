import { defineConfig } from "@playwright/test";
import { PLAIN } from "../../e2e/ports";
import e2e from "../../playwright.config";

/**
 * `npm run test:image`: the built images' own tests (image.spec.ts), one after another (they start containers
 * on fixed ports). The browser settings are the end-to-end tests'; the servers are the containers.
 */
export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "../../test-results/image",
  use: { ...e2e.use, baseURL: PLAIN },
});
