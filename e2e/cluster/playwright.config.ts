import { defineConfig } from "@playwright/test";
import base from "../../playwright.config";

/**
 * The cluster test's customers (scripts/cluster/run.ts starts the cluster first and sets E2E_PORT to its load
 * balancer). The browser is the e2e suite's (Debian's Chromium, nothing external resolves); no web server of its own.
 */
export default defineConfig({
  testDir: ".",
  testMatch: /\.cluster\.ts$/,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  outputDir: "../../test-results/cluster",
  // An action that waits for an element the page never shows fails within a step, not at the test's end.
  use: { ...base.use, baseURL: `http://localhost:${process.env.E2E_PORT}`, actionTimeout: 30_000 },
});
