import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { documentCatalogueOf } from "./page-catalogue.server";
import { nonceContext } from "./platform/config/context";
import { FlushBatchingStream } from "./platform/http/flush-batching-stream.server";
import { NonceProvider } from "./platform/http/nonce";
import { DocumentCatalogueProvider } from "./platform/i18n/document-catalogue";

export const streamTimeout = 5_000;

/**
 * Crawlers get the bare status of an error page, never the page. Only for reading requests: an error answer to a
 * post is a form with its errors, and whoever sent it (an automated browser is "a bot" too) needs that form.
 */
function crawlerErrorResponse(status: number, headers: Headers): Response {
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(`${status}\n`, { status, headers });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const userAgent = request.headers.get("user-agent");
  const crawler = isbot(userAgent);
  const reading = ["GET", "HEAD"].includes(request.method.toUpperCase());
  if (crawler && reading && responseStatusCode >= 400) return crawlerErrorResponse(responseStatusCode, responseHeaders);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers wait for the whole document so they index complete content.
    const readyOption: keyof RenderToPipeableStreamOptions = crawler ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <DocumentCatalogueProvider value={documentCatalogueOf(new URL(request.url).pathname)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentCatalogueProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new FlushBatchingStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
