import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createProxyMiddleware } from "http-proxy-middleware";

/**
 * A forwarder between WebKit and the server under test that puts a script at the top of every HTML document's
 * <head>, before the page's own scripts: WebDriver classic has no preload scripts (Playwright's addInitScript,
 * BiDi's script.addPreloadScript), and without one the driver's listener for console and uncaught errors was
 * added by a round trip after the page loaded — on a busy machine after the page had hydrated, and a CI run failed
 * on that race. The script carries the nonce of the document's own Content-Security-Policy, so the policy stays
 * as the server sent it. Everything else passes through untouched, except that the server is asked not to
 * compress (the HTML is rewritten as it streams). The forwarding is http-proxy-middleware's, as in
 * server/api-proxy.ts; only the answer is handled here.
 */
export async function startListeningProxy(
  upstream: string,
  script: string,
): Promise<{ base: string; close(): Promise<void> }> {
  const forward = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: upstream,
    // The browser's Host stays (no changeOrigin): what the server builds from it points back here.
    selfHandleResponse: true,
    on: {
      proxyReq(proxyReq) {
        proxyReq.setHeader("accept-encoding", "identity");
      },
      proxyRes(answer, _incoming, outgoing) {
        const nonce = htmlNonce(answer.headers);
        if (nonce === undefined) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const { "content-length": _length, ...headers } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        const insert = injectIntoHead(scriptTag(script, nonce));
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => outgoing.write(insert.next(chunk)));
        answer.on("end", () => outgoing.end(insert.rest()));
      },
      error(error, _incoming, outgoing) {
        if (!("writeHead" in outgoing) || outgoing.headersSent) outgoing.destroy();
        else outgoing.writeHead(502, { "content-type": "text/plain" }).end(`listening proxy: ${error.message}`);
      },
    },
  });
  const server = createServer((incoming, outgoing) => {
    void forward(incoming, outgoing, () => outgoing.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * For an HTML answer, the script nonce of its Content-Security-Policy ("" when the policy names none, or there is
 * no policy); undefined for anything that is not HTML.
 */
function htmlNonce(headers: IncomingHttpHeaders): string | undefined {
  if (!/^text\/html\b/i.test(headers["content-type"] ?? "")) return undefined;
  return /'nonce-([^']+)'/.exec(String(headers["content-security-policy"] ?? ""))?.[1] ?? "";
}

function scriptTag(script: string, nonce: string): string {
  if (/<\/script/i.test(script)) throw new Error("the injected script must not contain </script");
  return `<script${nonce ? ` nonce="${nonce}"` : ""}>${script}</script>`;
}

/**
 * Streams HTML through, with `tag` put right after the first <head> start tag; text is held back only until that
 * tag has been seen (it is in the first chunk of every document the app sends). A document without a <head> start
 * tag passes unchanged.
 */
export function injectIntoHead(tag: string): { next(chunk: string): string; rest(): string } {
  let held = "";
  let done = false;
  return {
    next(chunk) {
      if (done) return chunk;
      held += chunk;
      const head = /<head(\s[^>]*)?>/i.exec(held);
      if (!head) return "";
      done = true;
      const at = head.index + head[0].length;
      const out = `${held.slice(0, at)}${tag}${held.slice(at)}`;
      held = "";
      return out;
    },
    rest() {
      done = true;
      const out = held;
      held = "";
      return out;
    },
  };
}
