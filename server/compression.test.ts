import { createServer, get, type Server } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressResponses, FILE_GZIP_LEVEL, GZIP_LEVEL } from "./compression.ts";

/** Text that compresses differently at levels 4 and 6. */
const BODY = Array.from({ length: 4000 }, (_, i) => `<li data-i="${(i * 7919) % 1000}">Eintrag ${i % 97}</li>`).join(
  "",
);

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(compressResponses());
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
