import type { AddressInfo } from "node:net";
import type { Express } from "express";

/** An app listening on a free port of 127.0.0.1, for a test: its origin, and how to stop it. */
export async function listen(app: Express): Promise<{ base: string; close: () => Promise<void> }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
