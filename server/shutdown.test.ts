import { Agent, createServer, get as httpGet, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createDrain, type DrainOptions } from "./shutdown";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(url: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpGet(url, { agent }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose `/slow` answers when the test says so (`release`), and `/readyz` as main.ts answers it. */
async function start(options: DrainOptions) {
  let release: () => void = () => {};
  let slowArrived: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    slowArrived = resolve;
  });
  const server = createServer((req, res) =>
    drain.closeConnectionsWhileDraining(req, res, () => {
      if (req.url === "/slow") {
        slowArrived();
        release = () => res.end("slow done");
        return;
      }
      if (req.url === "/readyz") res.statusCode = drain.isDraining() ? 503 : 200;
      res.end("ok");
    }),
  );
  const drain = createDrain(server, options);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, drain, url, arrived, release: () => release() };
}

describe("createDrain", () => {
  it("keeps serving during the delay with readiness 503 and closing connections, then refuses new ones", async () => {
    const { drain, url } = await start({ delayMs: 400, graceMs: 5_000 });
    const keepAlive = new Agent({ keepAlive: true });
    expect((await get(`${url}/readyz`, keepAlive)).status).toBe(200);
    const started = Date.now();
    const closed = drain.drain();
    // A kept-alive connection and a new one are both still served; every answer closes its connection.
    const ready = await get(`${url}/readyz`, keepAlive);
    expect(ready.status).toBe(503);
    expect(ready.headers.connection).toBe("close");
    expect((await get(`${url}/page`)).status).toBe(200);
    await closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    await expect(get(`${url}/page`)).rejects.toThrow(/ECONNREFUSED/);
    keepAlive.destroy();
  });

  it("lets a request that is open when the delay ends finish, without waiting for the grace period", async () => {
    const { drain, url, arrived, release } = await start({ delayMs: 0, graceMs: 10_000 });
    const slow = get(`${url}/slow`);
    await arrived;
    const closed = drain.drain();
    let done = false;
    void closed.then(() => {
      done = true;
    });
    await expect(get(`${url}/page`)).rejects.toThrow(/ECONNREFUSED/);
    expect(done).toBe(false);
    const started = Date.now();
    release();
    expect(await slow).toMatchObject({ status: 200, body: "slow done" });
    await closed;
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it("cuts a request that outlasts the grace period", async () => {
    const { drain, url, arrived } = await start({ delayMs: 0, graceMs: 200 });
    const slow = get(`${url}/slow`);
    await arrived;
    await drain.drain();
    await expect(slow).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  it("skips the delay when asked to stop at once, or on a second call", async () => {
    const first = await start({ delayMs: 60_000, graceMs: 1_000 });
    await first.drain.drain(true);
    expect(first.server.listening).toBe(false);

    const second = await start({ delayMs: 60_000, graceMs: 1_000 });
    const closed = second.drain.drain();
    expect(second.drain.isDraining()).toBe(true);
    expect(second.server.listening).toBe(true);
    expect(second.drain.drain()).toBe(closed);
    await closed;
    expect(second.server.listening).toBe(false);
  });
});
