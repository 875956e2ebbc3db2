/**
 * HAProxy (Debian's package) in front of the cluster test's instances: round robin without stickiness, each
 * instance checked on the server's readiness path, every answer marked with the instance that gave it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { join } from "node:path";
import { PROBES } from "../../server/probes.ts";

/** The name the demo backend's answers carry in `X-Served-By` (its provider pages are no instance's). */
export const DEMO_SERVER = "demo";

export interface Backend {
  name: string;
  port: number;
}

/**
 * Check every second; two failures take an instance out (a draining one within 2 s of its SIGTERM, well inside
 * the server's SHUTDOWN_DELAY_MS of 5 s), one success brings it back. A check may take 3 s: with 500 ms (the
 * interval, HAProxy's default) a busy machine's slower answers took every instance out at once in the first run.
 */
export const CHECK = { interMs: 1000, fall: 2, rise: 1, timeoutMs: 3000 } as const;

/**
 * `demo`: the demo backend, which also plays the payment and IDV providers and serves their pages (and its own
 * journal and faults) at `/__demo/…`. In production those are other sites; the instances, which run as production
 * in front of a real backend, pass no `/__demo/*` on (server/proxy-target.ts), so the load balancer sends those
 * paths to the demo itself, as a real deployment's routing would send a customer to the provider.
 */
export function haproxyConfig(options: { port: number; backends: Backend[]; socket: string; demo?: Backend }): string {
  const servers = options.backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join("\n");
  const demo = options.demo;
  return `global
  stats socket ${options.socket} mode 600 level admin
  maxconn 2000

defaults
  mode http
  log stdout format raw local0 err
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check ${CHECK.timeoutMs}ms
  # A connection refused (an instance gone) is tried again on another instance, and so is a 503: an instance
  # refuses a client that has met a newer build before anything runs (server/build-skew.ts), so during a rolling
  # deploy the request goes on until a new instance takes it. Every retry goes to another instance than the one
  # before (redispatch 1), but not always to one not tried yet: with one new instance of three, each retry meets it
  # about half the time, so ten make a refusal that reaches the customer a one-in-a-thousand event (3 let one
  # through in two deploy runs here). Form posts are retried too: HAProxy retries only what it holds whole in its
  # buffer, which http-buffer-request waits for. The app's own 503s (a backend that failed under a request) are
  # retried as well: safe, since an action that acts sends the form's Idempotency-Key, but each costs its backend
  # call again (docs/operations.md, "Rolling deploys"). A request an instance took and dropped (no answer) is never
  # sent twice by the load balancer: it is the customer's to repeat.
  retries 10
  retry-on conn-failure 503
  option redispatch 1
  option http-buffer-request
  option forwardfor

frontend customers
  bind 127.0.0.1:${options.port}
  # Which instance answered, on every answer including the load balancer's own errors.
  http-after-response set-header X-Served-By %s
${demo ? "  use_backend demo if { path_beg /__demo/ }\n" : ""}  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET ${PROBES.readiness}
  http-check expect status 200
  default-server inter ${CHECK.interMs} fall ${CHECK.fall} rise ${CHECK.rise}
${servers}
${demo ? `\nbackend demo\n  server ${demo.name} 127.0.0.1:${demo.port}\n` : ""}`;
}

/** One command on the runtime API (stats socket); resolves to its whole answer. */
export function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket);
    let answer = "";
    connection.on("data", (chunk) => {
      answer += chunk;
    });
    connection.on("end", () => resolve(answer));
    connection.on("error", reject);
    connection.write(`${command}\n`);
  });
}

export interface ServerState {
  name: string;
  /** UP, DOWN, MAINT, … as HAProxy's statistics say. */
  status: string;
  /** Requests open on the instance now. */
  sessions: number;
}

/** The instances as HAProxy sees them (`show stat`, CSV). */
export async function serverStates(socket: string): Promise<ServerState[]> {
  const [header, ...rows] = (await haproxyCommand(socket, "show stat")).trim().split("\n");
  const columns = (header ?? "").replace(/^# /, "").split(",");
  const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? "";
  return rows
    .map((line) => line.split(","))
    .filter((row) => at(row, "pxname") === "instances" && !["BACKEND", "FRONTEND"].includes(at(row, "svname")))
    .map((row) => ({ name: at(row, "svname"), status: at(row, "status"), sessions: Number(at(row, "scur")) }));
}

/** Requests HAProxy sent again (`wretr`) and to another instance (`wredis`), summed over the instances. */
export async function retries(socket: string): Promise<{ retried: number; redispatched: number }> {
  const [header, ...rows] = (await haproxyCommand(socket, "show stat")).trim().split("\n");
  const columns = (header ?? "").replace(/^# /, "").split(",");
  const backend = rows.map((line) => line.split(",")).find((row) => row[0] === "instances" && row[1] === "BACKEND");
  const at = (name: string) => Number(backend?.[columns.indexOf(name)] ?? 0);
  return { retried: at("wretr"), redispatched: at("wredis") };
}

export async function waitForStatus(socket: string, name: string, status: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const state = (await serverStates(socket)).find((s) => s.name === name);
    if (state?.status.startsWith(status)) return;
    if (Date.now() > end) throw new Error(`HAProxy never saw ${name} ${status} (last: ${state?.status})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts HAProxy in the foreground with its configuration in `dir`; resolves when its socket answers. */
export async function startHaproxy(dir: string, port: number, backends: Backend[], demo?: Backend) {
  const socket = join(dir, "haproxy.sock");
  const config = join(dir, "haproxy.cfg");
  writeFileSync(config, haproxyConfig({ port, backends, socket, ...(demo ? { demo } : {}) }));
  const child: ChildProcess = spawn("haproxy", ["-db", "-f", config], { stdio: ["ignore", "inherit", "inherit"] });
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}); configuration: ${config}`);
    try {
      await serverStates(socket);
      return { socket, url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill("SIGKILL");
  throw new Error("haproxy's socket never answered");
}
