import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "demo-api/**/*.test.ts",
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    environment: "node",
    // Worker threads start faster than forked processes: 75 s instead of 89 s for the suite here.
    pool: "threads",
    restoreMocks: true,
    // Room for Testing Library's 5 s wait (app/ui/render.test-support.tsx) on a busy machine; a hang still fails.
    testTimeout: 15_000,
    // Three workers on two cores: a file spends much of its time importing and setting up, not computing (66 s
    // instead of 94 s for the suite here; four gave nothing more and timed out once).
    maxWorkers: 3,
  },
});
