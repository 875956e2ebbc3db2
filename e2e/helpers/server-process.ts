import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

/** Servers a spec started: a failed test must not leave one running (it would hold the port for the next run). */
const running = new Set<ChildProcess>();

/** For a spec's `afterEach`: ends what a failed test left running. */
export function killStrayServers(): void {
  for (const child of running) child.kill("SIGKILL");
}

/**
 * `node server/main.ts` as production runs it (demo backend, info logs, no drain delay unless a test is about it),
 * with `env` on top (`undefined` removes a variable) and `args` after the script (`--dev`). Collects its output.
 */
export function startServer(
  env: Record<string, string | undefined>,
  options: { nodeArgs?: string[]; args?: string[] } = {},
) {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "server/main.ts", ...(options.args ?? [])], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DEMO_API: "1",
      LOG_LEVEL: "info",
      DATA_DIR: ".data/e2e-lifecycle",
      // No wait after SIGTERM unless a test is about it.
      SHUTDOWN_DELAY_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  running.add(child);
  const exited = new Promise<number | null>((done) =>
    child.on("exit", (code) => {
      running.delete(child);
      done(code);
    }),
  );
  return { child, exited, output: () => output };
}
