import { request as httpRequest } from "node:http";
import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The whole answer as it came, for what a header parser would hide. */
  raw: string;
}

/**
 * Sends bytes as they are written — an absolute-form target, an unnormalised path, a smuggling attempt, a header no
 * HTTP client would send — and reads the first answer. Closes after `waitMs` when the server keeps the connection.
 */
export function rawRequest(port: number, text: string, waitMs = 3000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let raw = "";
    const finish = () => {
      socket.destroy();
      const [head = "", ...body] = raw.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      if (status === 0 && raw === "") reject(new Error("no answer"));
      else resolve({ status, headers, body: body.join("\r\n\r\n"), raw });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on("data", (chunk) => {
      raw += chunk.toString("latin1");
      const head = raw.indexOf("\r\n\r\n");
      const length = /\r\ncontent-length: *(\d+)/i.exec(raw.slice(0, head))?.[1];
      if (head >= 0 && length !== undefined && raw.length - head - 4 >= Number(length)) {
        clearTimeout(timer);
        finish();
      }
    });
    socket.on("end", () => {
      clearTimeout(timer);
      finish();
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      if (raw) finish();
      else reject(error);
    });
    socket.write(text);
  });
}

/** A GET with the target exactly as given. */
export function rawGet(port: number, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const lines = Object.entries({ Host: `localhost:${port}`, Connection: "close", ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return rawRequest(port, `GET ${target} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`);
}

/**
 * A form post from a given loopback address (127.0.0.2, 127.0.0.3, …: every 127/8 address is this machine's), so
 * that limits per client address can be tried as several clients without a proxy in between.
 */
export function postFormFrom(
  localAddress: string,
  url: string,
  fields: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const out = httpRequest(
      url,
      {
        method: "POST",
        localAddress,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) },
      },
      (answer) => {
        answer.resume();
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers }));
      },
    );
    out.on("error", reject);
    out.end(body);
  });
}
