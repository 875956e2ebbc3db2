import { createServer, request as forward, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as the backend received it. */
export interface Recorded {
  method: string;
  /** The request target exactly as it arrived. */
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * What the backend sees: a recorder in front of the demo backend (a process of its own), which the production server
 * under attack calls as its API_BASE_URL. Everything is passed on unchanged, both ways; every request is recorded.
 */
export async function startRecordingBackend(target: string, port: number) {
  const seen: Recorded[] = [];
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
    const out = forward(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(out);
  });
  server.listen(port, "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The requests received since the last `clear()`. */
    seen: () => [...seen],
    clear: () => {
      seen.length = 0;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type RecordingBackend = Awaited<ReturnType<typeof startRecordingBackend>>;
