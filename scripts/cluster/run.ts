/**
 * `npm run test:cluster`: three production containers behind HAProxy, round robin, the demo backend in a process
 * of its own, one SESSION_SECRET; then e2e/cluster drives customers through them while instances are stopped,
 * killed and replaced by a new build. All on 127.0.0.1, ports CLUSTER_PORT (default 5700) to CLUSTER_PORT + 13.
 * Arguments go to Playwright (`npm run test:cluster -- -g deploy`).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { BRAND_SLUGS } from "../../app/platform/brand/registry.ts";
import { DEMO_SEPA_CREDITOR } from "../../app/platform/config/app-config.ts";
import { startSeparateDemoApi } from "../../bench/server-process.ts";
import { IMAGES } from "../image/podman.ts";
import { DEMO_SERVER, startHaproxy, waitForStatus } from "./haproxy.ts";
import { buildImages } from "./images.ts";
import { type InstanceSpec, removeInstance, startInstance } from "./instances.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const PORT = Number(process.env.CLUSTER_PORT ?? 5700);
const TAGS = { current: "localhost/customer-frontend:cluster", next: "localhost/customer-frontend:cluster-next" };

const started = Date.now();
const seconds = (from: number) => `${((Date.now() - from) / 1000).toFixed(0)} s`;
const work = mkdtempSync(join(tmpdir(), "cluster-"));
const cleanups: (() => unknown)[] = [];
let status = 1;

try {
  const building = Date.now();
  // CLUSTER_REUSE_IMAGES=1 (while working on the customers' side only): the images of the last run as they are.
  // CLUSTER_CURRENT_BUILT=1 (CI, right after `npm run test:image` built this tree): that production image is the
  // current build, and only the next one is built.
  if (process.env.CLUSTER_REUSE_IMAGES !== "1") {
    const current = process.env.CLUSTER_CURRENT_BUILT === "1" ? IMAGES.production : undefined;
    buildImages(join(work, "context"), TAGS, current);
  }
  console.log(`cluster: images built in ${seconds(building)}`);

  const demo = await startSeparateDemoApi({ port: PORT + 10, env: { DATA_DIR: join(work, "demo-data") } });
  cleanups.push(() => demo.stop());

  const env = {
    API_BASE_URL: demo.url,
    SESSION_SECRET: `cluster-${Date.now()}-shared-by-every-instance-of-the-test`,
    // SHUTDOWN_DELAY_MS is the server's default (5 s), as in deploy/k8s.
    API_TIMEOUT_MS: "10000",
    // Direct debit is offered only for a brand with its SEPA creditor (decision 0010); the demo's creditor for all.
    BRAND_SEPA_CREDITORS: BRAND_SLUGS.map(
      (slug) => `${slug}=${DEMO_SEPA_CREDITOR.name}|${DEMO_SEPA_CREDITOR.identifier}`,
    ).join(","),
    LOG_LEVEL: "warn",
  };
  const instances: InstanceSpec[] = [1, 2, 3].map((n) => ({
    name: `cluster-${PORT}-${n}`,
    port: PORT + 10 + n,
    image: TAGS.current,
    env,
  }));
  for (const instance of instances) {
    cleanups.push(() => removeInstance(instance.name));
    startInstance(instance);
  }
  const haproxy = await startHaproxy(work, PORT, instances, { name: DEMO_SERVER, port: PORT + 10 });
  cleanups.push(haproxy.stop);
  for (const instance of instances) await waitForStatus(haproxy.socket, instance.name, "UP", 60_000);
  console.log(`cluster: ${instances.length} instances up behind ${haproxy.url} after ${seconds(started)}`);

  const report = join(work, "report.json");
  const run = spawnSync(
    "npx",
    ["playwright", "test", "--config", "e2e/cluster/playwright.config.ts", ...process.argv.slice(2)],
    {
      cwd: ROOT,
      stdio: "inherit",
      env: {
        ...process.env,
        // e2e/ports.ts: the e2e helpers' base address is the load balancer.
        E2E_PORT: String(PORT),
        CLUSTER_SOCKET: haproxy.socket,
        CLUSTER_INSTANCES: JSON.stringify(instances),
        CLUSTER_NEXT_IMAGE: TAGS.next,
        CLUSTER_DEMO_DATA: join(work, "demo-data"),
        CLUSTER_REPORT: report,
      },
    },
  );
  status = run.status ?? 1;
  try {
    console.log(readFileSync(report, "utf8"));
  } catch {
    console.log("cluster: no report written");
  }
} catch (error) {
  console.error(error);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
  console.log(`cluster: ${status === 0 ? "passed" : "FAILED"} in ${seconds(started)}`);
}
process.exit(status);
