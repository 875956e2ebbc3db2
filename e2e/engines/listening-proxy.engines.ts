import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { injectIntoHead, startListeningProxy } from "./listening-proxy";

/**
 * The WebKit driver's listening proxy (listening-proxy.ts), against a server of the test's own: the driver's
 * journeys only show that it works on the app's documents as they are today.
 */

test("the script goes first into an HTML document's head, with the policy's nonce; the rest passes unchanged", async () => {
  const seen: IncomingHttpHeaders[] = [];
  const upstream = createServer((req, res) => {
    seen.push(req.headers);
    if (req.url === "/page") {
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": "script-src 'nonce-abc+/=' 'strict-dynamic'",
        "set-cookie": ["a=1; Path=/", "b=2; Path=/"],
      });
      // The start tag split across two chunks, and a <header> in the body that must not take a second script.
      res.write("<!DOCTYPE html><html><he");
      res.end('ad lang="de"><script nonce="abc+/=">page()</script></head><body><header>x</header></body></html>');
    } else if (req.url === "/json") {
      res.writeHead(201, { "content-type": "application/json", "content-length": "12" }).end('{"head":"<h"');
    } else {
      res.writeHead(404, { "content-type": "text/html" }).end("<p>no head here</p>");
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const proxy = await startListeningProxy(
    `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    "window.listening = true;",
  );
  try {
    const page = await fetch(`${proxy.base}/page`, { headers: { "accept-encoding": "gzip, br" } });
    expect(await page.text()).toBe(
      '<!DOCTYPE html><html><head lang="de"><script nonce="abc+/=">window.listening = true;</script>' +
        '<script nonce="abc+/=">page()</script></head><body><header>x</header></body></html>',
    );
    expect(page.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(page.headers.get("content-security-policy")).toBe("script-src 'nonce-abc+/=' 'strict-dynamic'");
    // The server is asked for text it can rewrite; the browser's Host is what the server sees.
    expect(seen[0]?.["accept-encoding"]).toBe("identity");
    expect(seen[0]?.host).toBe(new URL(proxy.base).host);

    const json = await fetch(`${proxy.base}/json`);
    expect(json.status).toBe(201);
    expect(await json.text()).toBe('{"head":"<h"');

    const missing = await fetch(`${proxy.base}/elsewhere`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("<p>no head here</p>");
  } finally {
    await proxy.close();
    upstream.close();
  }
});

test("a <head> start tag is found in any chunk and only once; <header> is not one", () => {
  const insert = injectIntoHead("<s>");
  expect(insert.next("<html><header></header><")).toBe("");
  expect(insert.next("HEAD>a")).toBe("<html><header></header><HEAD><s>a");
  expect(insert.next("<head>")).toBe("<head>");
  expect(insert.rest()).toBe("");
});

test("the server down: a 502 that says so", async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const proxy = await startListeningProxy(`http://127.0.0.1:${port}`, "");
  try {
    const answer = await fetch(`${proxy.base}/`);
    expect(answer.status).toBe(502);
    expect(await answer.text()).toMatch(/^listening proxy: .*ECONNREFUSED/);
  } finally {
    await proxy.close();
  }
});
