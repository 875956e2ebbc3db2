import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpServer, HTTP_LIMITS, type HttpLimits } from "./http-server";

/** The server's limits scaled down, so a test waits a fraction of a second instead of minutes. */
const FAST: HttpLimits = {
  headersTimeoutMs: 300,
  requestTimeoutMs: 800,
  keepAliveTimeoutMs: 2_000,
  checkIntervalMs: 50,
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(limits: HttpLimits): Promise<number> {
  const server = createHttpServer((req, res) => {
    req.resume();
    req.on("end", () => res.end("ok"));
  }, limits);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  close = () =>
    new Promise((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return (server.address() as AddressInfo).port;
}

/** A raw client: what it received, and a promise of the connection's end. */
function client(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk;
  });
  // A write after the server cut the connection meets a reset: that is the cut, not a failure of the test.
  socket.on("error", () => {});
  const ended = new Promise<void>((done) => socket.on("close", () => done()));
  return { socket, received: () => received, ended };
}

const answered = (from: () => string, count: number) =>
  new Promise<void>((done) => {
    const poll = setInterval(() => {
      if ((from().match(/HTTP\/1\.1 200/g) ?? []).length >= count) {
        clearInterval(poll);
        done();
      }
    }, 10);
  });

describe("the HTTP server's limits", () => {
  it("are explicit, with headers well under a minute and keep-alive above the proxies' 60 s", () => {
    expect(HTTP_LIMITS.headersTimeoutMs + HTTP_LIMITS.checkIntervalMs).toBeLessThan(30_000);
    expect(HTTP_LIMITS.keepAliveTimeoutMs).toBeGreaterThan(60_000);
    expect(HTTP_LIMITS.requestTimeoutMs).toBeGreaterThanOrEqual(300_000);
  });

  it("cut a client that never finishes its headers (slowloris) with 408", async () => {
    const port = await serve(FAST);
    const slow = client(port);
    slow.socket.write("GET / HTTP/1.1\r\nHost: shop.test\r\nX-Slow: 1\r\n");
    const drip = setInterval(() => slow.socket.writable && slow.socket.write("X-More: 1\r\n"), 50);
    await slow.ended;
    clearInterval(drip);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  });

  it("cut a client that sends its body too slowly, even while bytes keep coming", async () => {
    const port = await serve(FAST);
    const slow = client(port);
    slow.socket.write("POST / HTTP/1.1\r\nHost: shop.test\r\nContent-Length: 1000\r\n\r\n");
    const drip = setInterval(() => slow.socket.writable && slow.socket.write("x"), 50);
    await slow.ended;
    clearInterval(drip);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  });

  it("keep an idle connection open past the headers limit for the next request, as a proxy reuses it", async () => {
    const port = await serve(FAST);
    const kept = client(port);
    kept.socket.write("GET / HTTP/1.1\r\nHost: shop.test\r\n\r\n");
    await answered(kept.received, 1);
    // Idle for longer than the headers and request limits, within keep-alive.
    await new Promise((done) => setTimeout(done, FAST.requestTimeoutMs + 200));
    kept.socket.write("GET / HTTP/1.1\r\nHost: shop.test\r\n\r\n");
    await answered(kept.received, 2);
    expect(kept.received()).toMatch(/Keep-Alive: timeout=2/);
    kept.socket.destroy();
  });
});
