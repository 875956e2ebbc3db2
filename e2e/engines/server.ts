import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../helpers/server-process";
import { E2E_API_TIMEOUT_MS, E2E_SESSION_SECRET, PLAIN, PORTS } from "../ports";
import { waitFor } from "./driver";

/**
 * The engine suite's global setup: the production build with the embedded demo backend, as the Chromium suite
 * serves it (playwright.config.ts), on E2E_PORT. Needs `npm run build` first. Returns the teardown.
 */
export default async function startProductionServer(): Promise<() => Promise<void>> {
  // Another server on the port would answer for this one (and its exit go unseen): refuse, as Playwright's own
  // webServer does.
  if (await fetch(`${PLAIN}/readyz`).catch(() => null)) throw new Error(`${PLAIN} is already in use (E2E_PORT)`);
  const server = startServer({
    PORT: String(PORTS.plain),
    DATA_DIR: mkdtempSync(join(tmpdir(), "engines-data-")),
    LOG_LEVEL: "warn",
    SESSION_SECRET: E2E_SESSION_SECRET,
    API_TIMEOUT_MS: String(E2E_API_TIMEOUT_MS),
  });
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  await waitFor(
    () => `the server at ${PLAIN}/readyz (did \`npm run build\` run?)\n${server.output()}`,
    async () => {
      if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}):\n${server.output()}`);
      return (await fetch(`${PLAIN}/readyz`).catch(() => null))?.ok ? true : null;
    },
    60_000,
  );
  return async () => {
    server.child.kill("SIGTERM");
    await server.exited;
  };
}
