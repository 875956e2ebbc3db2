import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalTokenPaths } from "./canonical-path";
import { listen } from "./listen.test-support";

let base = "";
let stop: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  app.use(canonicalTokenPaths());
  app.use((req, res) => {
    res.send(`page ${req.method} ${req.originalUrl}`);
  });
  ({ base, close: stop } = await listen(app));
});
afterAll(() => stop());

describe("token pages under another spelling", () => {
  it.each([
    ["/ANGEBOT/T.k~n/MEINE-DATEN?brand=blau", "/angebot/T.k~n/meine-daten?brand=blau"],
    ["/angebot/T.k~n/meine-daten/", "/angebot/T.k~n/meine-daten"],
    ["/en/angebot/T.k~n/meine-daten/", "/en/angebot/T.k~n/meine-daten"],
    ["/angebot//T.k~n/login?code=123456", "/angebot/T.k~n/login?code=123456"],
  ])("%s is sent to %s before anything renders, method kept", async (path, location) => {
    for (const method of ["GET", "POST"]) {
      const response = await fetch(`${base}${path}`, { method, redirect: "manual" });
      expect(response.status).toBe(308);
      expect(response.headers.get("location")).toBe(location);
    }
  });

  it("lets the canonical address and every other page through", async () => {
    for (const path of ["/angebot/T.k~n/meine-daten", "/KUENDIGUNG", "/angebot/fehler", "/fr/angebot/T.k~n/"]) {
      const response = await fetch(`${base}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(200);
    }
  });
});
