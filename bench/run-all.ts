/**
 * `npm run bench`: the production build, then size (first-load JavaScript and HTML), Lighthouse and interaction
 * latency (each beside the empty React Router app in the same run), server CPU and latency (beside the same empty
 * page, backend in its own process) and load in sequence, each writing its figures to bench/results/, and bench/results/summary.md from them. A failed
 * step is reported and the others still run; the exit code says whether all passed.
 * BENCH_SKIP_BUILD=1 measures the build that is there; BENCH_ONLY=size,throughput runs only those steps.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";
import { resolve } from "node:path";
import { RESULTS_DIR } from "./results-file.ts";

interface Step {
  name: string;
  args: string[];
  results: string[];
  env?: Record<string, string>;
}

const STEPS: Step[] = [
  { name: "size", args: ["run", "bench:size"], results: ["size"] },
  { name: "html", args: ["run", "bench:html"], results: ["html-size"] },
  // The interactions and Lighthouse each measure the empty React Router app between the pages (bench/same-run.ts).
  { name: "inp", args: ["run", "bench:inp"], results: ["inp"] },
  // The server goals are set for the production set-up: the backend in its own process.
  { name: "throughput", args: ["run", "bench:throughput"], results: ["throughput"], env: { BENCH_SEPARATE_API: "1" } },
  { name: "load", args: ["run", "bench:load"], results: ["load"] },
  // Last: the longest step (two Lighthouse runs per page and round).
  { name: "lighthouse", args: ["run", "bench:lighthouse"], results: ["lighthouse"] },
];

const only = process.env.BENCH_ONLY?.split(",").map((s) => s.trim());
const steps = only ? STEPS.filter((s) => only.includes(s.name)) : STEPS;
const machine = `${cpus()[0]?.model ?? "unknown CPU"}, ${availableParallelism()} CPUs, ${Math.round(totalmem() / 2 ** 30)} GB, load average ${loadavg()
  .map((l) => l.toFixed(1))
  .join(" / ")} at the start, Node ${process.version}`;

if (!process.env.BENCH_SKIP_BUILD) {
  console.log("▶ production build");
  if (spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

const outcomes: { name: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync("npm", [...step.args], { stdio: "inherit", env: { ...process.env, ...step.env } });
  outcomes.push({ name: step.name, ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

const sections = steps.flatMap((step) =>
  step.results.map((name) => {
    const file = resolve(RESULTS_DIR, `${name}.md`);
    return existsSync(file) ? readFileSync(file, "utf8").trim() : `## ${name}\n\nNo results.`;
  }),
);
const status = outcomes.map((o) => `${o.name} ${o.ok ? "passed" : "**failed**"} (${o.seconds} s)`).join(", ");
const loadAtEnd = loadavg()
  .map((l) => l.toFixed(1))
  .join(" / ");
const summary = `# Benchmarks\n\n${new Date().toISOString()}; ${machine}, ${loadAtEnd} at the end. Figures beside the empty React Router app (bench/baseline-app) measured in the same run; only their ratios carry to another machine.\n\nSteps: ${status}.\n\n${sections.join("\n\n")}\n`;
writeFileSync(resolve(RESULTS_DIR, "summary.md"), summary);
console.log(`\nSummary: bench/results/summary.md — ${status}`);
if (outcomes.some((o) => !o.ok)) process.exitCode = 1;
