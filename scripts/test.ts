/** `npm test`: lint, type check, unit tests, production build, size budgets, end-to-end tests — stops at the first failure. */
import { spawnSync } from "node:child_process";

const steps: [string, string[]][] = [
  ["lint", ["run", "lint"]],
  ["type check", ["run", "typecheck"]],
  ["unit tests", ["run", "test:unit"]],
  ["production build", ["run", "build"]],
  // First-load JavaScript of every route against its budget (bench/budgets.ts): reads the build, about a second.
  ["size budgets", ["run", "bench:size"]],
  ["end-to-end tests", ["run", "test:e2e"]],
];

for (const [name, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync("npm", [...args, "--silent"], { stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
