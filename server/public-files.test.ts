import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstSegment, publicFiles } from "./public-files";

describe("firstSegment", () => {
  it("is the path's first segment, decoded", () => {
    expect(firstSegment("/brands/o2/favicon.svg")).toBe("brands");
    expect(firstSegment("/robots%2Etxt")).toBe("robots.txt");
    expect(firstSegment("/")).toBe("");
    expect(firstSegment("/%E0%A4%A")).toBeNull();
  });
});

describe("publicFiles", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "public-files-"));
    mkdirSync(join(dir, "brands", "o2"), { recursive: true });
    writeFileSync(join(dir, "brands", "o2", "favicon.svg"), "<svg/>");
    writeFileSync(join(dir, "robots.txt"), "User-agent: *");
    const app = express();
    app.use(publicFiles(dir));
    app.use((req, res) => {
      res.status(404).send(`page ${req.path}`);
    });
    server = createServer(app).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("serves the files with an hour's caching, however their names are spelled", async () => {
    for (const path of ["/brands/o2/favicon.svg", "/robots.txt", "/robots%2Etxt"]) {
      const response = await fetch(`${base}${path}`);
      expect([path, response.status, response.headers.get("cache-control")]).toEqual([
        path,
        200,
        "public, max-age=3600",
      ]);
    }
  });

  it("passes every other path on, as the static server does for a file it does not have", async () => {
    for (const path of ["/kuendigung", "/brands/o2/missing.svg", "/", "/%E0%A4%A"]) {
      const response = await fetch(`${base}${path}`);
      expect([path, response.status, (await response.text()).startsWith("page ")]).toEqual([path, 404, true]);
    }
  });
});
