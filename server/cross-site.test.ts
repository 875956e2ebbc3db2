import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseCrossSiteWrites } from "./cross-site";
import { listen } from "./listen.test-support";

let base = "";
let stop: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  app.use(refuseCrossSiteWrites());
  app.use((req, res) => {
    res.send(`handled ${req.method}`);
  });
  ({ base, close: stop } = await listen(app));
});
afterAll(() => stop());

const send = (method: string, site?: string) =>
  fetch(`${base}/angebot/t/zusammenfassung`, {
    method,
    headers: site ? { "Sec-Fetch-Site": site } : {},
    ...(method === "POST" ? { body: "x=1" } : {}),
  });

describe("writes another site makes", () => {
  it.each(["cross-site", "same-site", "CROSS-SITE", "anything"])("are refused (Sec-Fetch-Site: %s)", async (site) => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await send(method, site);
      expect(response.status, method).toBe(403);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toBe("Cross-site request refused");
    }
  });

  it.each(["same-origin", "none", undefined])("are handled when they are this origin's own (%s)", async (site) => {
    const response = await send("POST", site);
    expect(response.status).toBe(200);
  });

  it("leaves reads alone: another site may link to a page", async () => {
    for (const method of ["GET", "HEAD"]) expect((await send(method, "cross-site")).status).toBe(200);
  });
});
