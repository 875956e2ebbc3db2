import { startSeparateDemoApi } from "../../bench/server-process";
import { startServer } from "../helpers/server-process";
import { E2E_SESSION_SECRET, PORTS } from "../ports";
import { type RecordingBackend, startRecordingBackend } from "./recording-backend";

/**
 * The target of the attack suite: the production server as it runs in front of a real backend — NODE_ENV=production,
 * API_BASE_URL, SESSION_SECRET, no demo backend in its process — with a recorder between it and the backend (the
 * demo backend in a process of its own), so that a test sees what the server let through. TRUST_PROXY names a proxy
 * that is not on this machine, so the tests' own address (loopback) is a client's, as on the internet.
 */
/**
 * The stack's ports, by the worker that runs it: a worker that takes over after a failed test starts a stack of its
 * own while the last one may still be stopping (Playwright starts it at once), and the index of every new worker is
 * new. Ten workers' worth of ports from PORTS.security on.
 */
export function attackPorts(workerIndex: number) {
  const base = PORTS.security + 4 * (workerIndex % 10);
  return { app: base, demo: base + 1, recorder: base + 2, spare: base + 3 } as const;
}

export type AttackPorts = ReturnType<typeof attackPorts>;

export interface AttackStack {
  /** The production server's origin. */
  app: string;
  ports: AttackPorts;
  backend: RecordingBackend;
  /** The demo backend's data directory (a second server of a test may share it). */
  dataDir: string;
  /** The server's output so far (JSON log lines). */
  log: () => string;
  stop: () => Promise<void>;
}

export async function startAttackStack(dataDir: string, workerIndex: number): Promise<AttackStack> {
  const ports = attackPorts(workerIndex);
  const app = `http://localhost:${ports.app}`;
  const demo = await startSeparateDemoApi({ port: ports.demo, env: { DATA_DIR: dataDir } });
  const backend = await startRecordingBackend(demo.url, ports.recorder);
  const server = startServer({
    DEMO_API: undefined,
    API_BASE_URL: backend.url,
    SESSION_SECRET: E2E_SESSION_SECRET,
    PORT: String(ports.app),
    TRUST_PROXY: "192.0.2.1",
    API_TIMEOUT_MS: "10000",
    LOG_LEVEL: "info",
  });
  for (let i = 0; ; i++) {
    const ready = await fetch(`${app}/readyz`).catch(() => null);
    if (ready?.ok) break;
    if (server.child.exitCode !== null || i > 150) {
      await demo.stop();
      await backend.close();
      throw new Error(`The production server did not start:\n${server.output()}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    app,
    ports,
    backend,
    dataDir,
    log: server.output,
    stop: async () => {
      server.child.kill("SIGTERM");
      await server.exited;
      await backend.close();
      await demo.stop();
    },
  };
}
