import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_COOKIE } from "./build-identity";
import { BUILD_COOKIE_MAX_AGE_SECONDS, buildSkew, REFUSAL_RETRY_AFTER_SECONDS, refusalPage } from "./build-skew";
import { listen } from "./listen.test-support";
import { mountProbes, PROBES } from "./probes";

/** An instance of build 2000, wired as server/main.ts wires it: probes, the build's files, the rule, the app. */
const OWN = 2_000;
const assets = mkdtempSync(join(tmpdir(), "build-skew-assets-"));
writeFileSync(join(assets, "entry-abc.js"), "export {};\n");
let actions = 0;
let server: Server;
let base = "";

beforeAll(async () => {
  const app = express();
  // As server/main.ts with TRUST_PROXY: the load balancer in front terminates TLS.
  app.set("trust proxy", "loopback");
  mountProbes(app, () => false);
  app.use("/assets", express.static(assets, { index: false, fallthrough: true }));
  app.use(buildSkew(OWN));
  app.use("/assets", express.static(assets, { index: false, fallthrough: false }));
  app.use((req, res) => {
    if (req.method === "POST") actions += 1;
    res.append("Set-Cookie", "lang=en; Path=/");
    res.type("html").send("<p>page</p>");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(assets, { recursive: true, force: true });
});

const get = (path: string, build?: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: { ...(build === undefined ? {} : { cookie: `${BUILD_COOKIE}=${build}` }), ...init.headers },
  });
const cookies = (response: Response) => response.headers.getSetCookie();
const buildCookie = (response: Response) => cookies(response).find((c) => c.startsWith(`${BUILD_COOKIE}=`));

describe("an instance's answers name its build", () => {
  it("sets the cookie for a client without one, with the app's own cookies kept", async () => {
    const response = await get("/kuendigung");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-build")).toBe(String(OWN));
    expect(buildCookie(response)).toBe(
      `${BUILD_COOKIE}=${OWN}; Max-Age=${BUILD_COOKIE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(cookies(response)).toContain("lang=en; Path=/");
  });

  it("moves a client of an older build on to this one", async () => {
    const response = await get("/kuendigung", "1999");
    expect(response.status).toBe(200);
    expect(buildCookie(response)).toMatch(new RegExp(`^${BUILD_COOKIE}=${OWN};`));
  });

  it("sends no cookie to a client of this build", async () => {
    const response = await get("/kuendigung", String(OWN));
    expect(response.status).toBe(200);
    expect(buildCookie(response)).toBeUndefined();
  });

  it("ignores a malformed cookie: served, and given the right one", async () => {
    const response = await get("/kuendigung", "%3Cscript%3E");
    expect(response.status).toBe(200);
    expect(buildCookie(response)).toMatch(new RegExp(`^${BUILD_COOKIE}=${OWN};`));
  });

  it("marks the cookie Secure behind a TLS-terminating load balancer", async () => {
    const https = await get("/kuendigung", undefined, { headers: { "x-forwarded-proto": "https" } });
    expect(buildCookie(https)).toMatch(/; Secure/);
    expect(buildCookie(await get("/kuendigung"))).not.toMatch(/Secure/);
  });

  it("marks it Secure whatever the request looks like where every cookie is (production with a backend)", async () => {
    const app = express();
    app.use(buildSkew(OWN, { alwaysSecure: true }));
    app.use((_req, res) => {
      res.send("page");
    });
    const secured = await listen(app);
    try {
      const answer = await fetch(`${secured.base}/kuendigung`);
      expect(answer.headers.get("set-cookie")).toMatch(/; Secure/);
    } finally {
      await secured.close();
    }
  });
});

describe("a client that has met a newer build is refused before anything runs", () => {
  it("answers 503 with Retry-After, clears the cookie, and runs no action", async () => {
    const before = actions;
    const response = await get("/angebot/x/zusammenfassung", "2001", {
      method: "POST",
      body: new URLSearchParams({ accept: "on" }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(REFUSAL_RETRY_AFTER_SECONDS));
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-build")).toBe(String(OWN));
    expect(cookies(response)).toEqual([`${BUILD_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`]);
    expect(actions).toBe(before);
  });

  it("answers a translated page in the address's language", async () => {
    const german = await (await get("/kuendigung", "2001")).text();
    expect(german).toContain('<html lang="de">');
    expect(german).toContain("Ihre Eingaben sind nicht verloren");
    const english = await (await get("/en/kuendigung", "2001")).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain("Nothing you entered is lost");
    const turkish = await (await get("/tr/kuendigung", "2001")).text();
    expect(turkish).toContain('<html lang="tr">');
  });

  it("reflects nothing of the request", async () => {
    const hostile = "/%3Cscript%3Ealert(1)%3C/script%3E?q=%22%3E%3Cimg%20src=x%3E";
    const body = await (await get(hostile, "2001")).text();
    expect(body).not.toMatch(/script|img|alert/i);
    expect(refusalPage("/<b>")).not.toContain("<b>");
  });

  it("is served again after the refusal cleared the cookie (a rollback locks out for one answer)", async () => {
    const refused = await get("/kuendigung", "9999");
    expect(refused.status).toBe(503);
    const next = await get("/kuendigung");
    expect(next.status).toBe(200);
    expect(buildCookie(next)).toMatch(new RegExp(`^${BUILD_COOKIE}=${OWN};`));
  });
});

describe("what every build serves alike is never refused", () => {
  it("answers the probes", async () => {
    for (const path of Object.values(PROBES)) expect((await get(path, "2001")).status, path).toBe(200);
  });

  it("serves an asset this build has, without a cookie", async () => {
    const response = await get("/assets/entry-abc.js", "2001");
    expect(response.status).toBe(200);
    expect(cookies(response)).toEqual([]);
  });

  it("refuses a missing asset to a newer client (another instance has it) and 404s it to anyone else", async () => {
    expect((await get("/assets/entry-new.js", "2001")).status).toBe(503);
    const missing = await get("/assets/entry-new.js", String(OWN));
    expect(missing.status).toBe(404);
    expect(buildCookie(missing)).toBeUndefined();
  });
});
