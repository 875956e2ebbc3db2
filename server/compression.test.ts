import { createServer, get, type Server } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import type { Response } from "express";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coalesceFlushes, compressResponses, FILE_GZIP_LEVEL, GZIP_LEVEL } from "./compression.ts";

/** Text that compresses differently at levels 4 and 6. */
const BODY = Array.from({ length: 4000 }, (_, i) => `<li data-i="${(i * 7919) % 1000}">Eintrag ${i % 97}</li>`).join(
  "",
);

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(compressResponses());
  // Streamed as React Router's adapter writes: a chunk, a flush; the last part 1 s later.
  app.get("/streamed", (_req, res) => {
    const flushable = res as typeof res & { flush: () => void };
    res.type("text/html");
    for (const part of ["<p>eins</p>", "<p>zwei</p>", "<p>drei</p>"]) {
      res.write(part);
      flushable.flush();
    }
    setTimeout(() => res.end("<p>später</p>"), 1000);
  });
  app.get(/.*/, (_req, res) => {
    res.type("text/html").send(BODY);
  });
  server = createServer(app);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** The body as sent, still compressed (fetch would decompress it). */
function gzipBytes(path: string): Promise<Buffer> {
  return new Promise((done, fail) => {
    get(`${base}${path}`, { headers: { "accept-encoding": "gzip" } }, (response) => {
      expect(response.headers["content-encoding"]).toBe("gzip");
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => done(Buffer.concat(chunks)));
    }).on("error", fail);
  });
}

describe("compression", () => {
  it("writes pages at the cheaper level and the files every browser keeps at the default level", async () => {
    // The two levels are far enough apart for the sizes to tell them apart.
    expect(gzipSync(BODY, { level: FILE_GZIP_LEVEL }).length).toBeLessThan(
      gzipSync(BODY, { level: GZIP_LEVEL }).length - 400,
    );
    for (const [path, level] of [
      ["/kuendigung", GZIP_LEVEL],
      ["/api/o2/contracttermination/config", GZIP_LEVEL],
      ["/assets/framework-abc.js", FILE_GZIP_LEVEL],
      ["/i18n/de.termination.abc.json", FILE_GZIP_LEVEL],
    ] as const) {
      const bytes = await gzipBytes(path);
      expect(gunzipSync(bytes).toString(), path).toBe(BODY);
      // The stream's bytes differ from a one-shot gzip only in the header and the flush at the end.
      expect(Math.abs(bytes.length - gzipSync(BODY, { level }).length), path).toBeLessThan(40);
    }
  });
});

describe("coalesceFlushes", () => {
  it("turns the flushes of one event-loop turn into one, after them", async () => {
    let flushes = 0;
    const res = { writableEnded: false, flush: () => flushes++ } as unknown as Response & { flush: () => void };
    coalesceFlushes(res);
    for (let i = 0; i < 12; i++) res.flush();
    expect(flushes).toBe(0);
    await new Promise((done) => setImmediate(done));
    expect(flushes).toBe(1);
    res.flush();
    await new Promise((done) => setImmediate(done));
    expect(flushes).toBe(2);
  });

  it("does not flush a response that has ended meanwhile", async () => {
    let flushes = 0;
    const res = { writableEnded: false, flush: () => flushes++ } as unknown as Response & { flush: () => void };
    coalesceFlushes(res);
    res.flush();
    (res as { writableEnded: boolean }).writableEnded = true;
    await new Promise((done) => setImmediate(done));
    expect(flushes).toBe(0);
  });

  it("still sends what was written and flushed before the response ends (a streamed page's first part)", async () => {
    const started = Date.now();
    const { firstPartAfterMs, body } = await new Promise<{ firstPartAfterMs: number; body: string }>((done, fail) => {
      get(`${base}/streamed`, { headers: { "accept-encoding": "gzip" } }, (response) => {
        expect(response.headers["content-encoding"]).toBe("gzip");
        const chunks: Buffer[] = [];
        let firstPartAfterMs = -1;
        response.on("data", (chunk: Buffer) => {
          if (firstPartAfterMs < 0) firstPartAfterMs = Date.now() - started;
          chunks.push(chunk);
        });
        response.on("end", () => done({ firstPartAfterMs, body: gunzipSync(Buffer.concat(chunks)).toString() }));
      }).on("error", fail);
    });
    expect(body).toBe("<p>eins</p><p>zwei</p><p>drei</p><p>später</p>");
    // The first three parts arrive before the last is written (1 s later), not with it.
    expect(firstPartAfterMs).toBeGreaterThanOrEqual(0);
    expect(firstPartAfterMs).toBeLessThan(800);
  });
});
