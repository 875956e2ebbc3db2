/**
 * What <PaintFirstScripts> depends on in React Router (decision 0006), checked against the installed React Router
 * itself, not a copy of its output: a document request through the framework's own request handler, with a build
 * of one route, renders <Scripts> as the production build does. When an upgrade changes <Scripts>' output (no
 * module script, the preloads elsewhere, the entry not imported last), this test fails and says which; the fix is
 * then in paint-first-scripts.tsx or a switch to <Scripts nonce> as shipped (PAINT_FIRST_SCRIPTS=0 shows how
 * that measures).
 */
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRequestHandler, Outlet, type ServerBuild, ServerRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PaintFirstScripts } from "./paint-first-scripts";

const ENTRY = "/assets/entry.client-TEST.js";
const FRAMEWORK = "/assets/framework-TEST.js";
const ROOT_MODULE = "/assets/root-TEST.js";

function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <head />
      <body>
        {children}
        <PaintFirstScripts nonce="n0nce" />
      </body>
    </html>
  );
}

const build = {
  entry: {
    module: {
      default: async (
        request: Request,
        status: number,
        headers: Headers,
        context: Parameters<typeof ServerRouter>[0]["context"],
      ) => {
        const stream = await renderToReadableStream(
          <ServerRouter context={context} url={request.url} nonce="n0nce" />,
          {
            nonce: "n0nce",
          },
        );
        await stream.allReady;
        headers.set("Content-Type", "text/html");
        return new Response(stream, { status, headers });
      },
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: () => <Outlet />, Layout } },
  },
  assets: {
    entry: { module: ENTRY, imports: [FRAMEWORK] },
    routes: {
      root: {
        id: "root",
        path: "",
        module: ROOT_MODULE,
        imports: [],
        hasAction: false,
        hasLoader: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
      },
    },
    url: "/assets/manifest-TEST.js",
    version: "TEST",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

async function documentHtml(): Promise<string> {
  const response = await createRequestHandler(build, "production")(new Request("http://localhost/"));
  return response.text();
}

describe("<PaintFirstScripts> with the installed React Router's <Scripts>", () => {
  beforeEach(() => {
    // As in the production server build: not development (which keeps <Scripts>), rendered on the server.
    vi.stubEnv("DEV", false);
    vi.stubEnv("SSR", true);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("finds React Router's module script, its preloads (entry first) and the entry it imports last", async () => {
    const html = await documentHtml();
    const inert =
      /<script id="rr-deferred-modules" type="text\/x-module" nonce="n0nce" data-preload="([^"]*)" data-entry="([^"]*)">([\s\S]*?)<\/script>/.exec(
        html,
      );
    expect(inert, "React Router's <Scripts> no longer renders one inline module script").not.toBeNull();
    const [, preloads, entry, source] = inert ?? [];
    expect(JSON.parse((preloads ?? "").replaceAll("&quot;", '"')), "the module preloads' order").toEqual([
      ENTRY,
      FRAMEWORK,
      ROOT_MODULE,
    ]);
    expect(entry, "the entry import at the end of React Router's module script").toBe(ENTRY);
    expect(source, "the route module import in React Router's module script").toContain(ROOT_MODULE);
    expect(html, "nothing may start a module before the first paint").not.toMatch(/<script[^>]* type="module"/);
    expect(html, "nothing may preload a module before the first paint").not.toContain('<link rel="modulepreload"');
    expect(html, "the hydration context script still runs in place").toContain("window.__reactRouterContext");
  });

  it("ignores PAINT_FIRST_SCRIPTS in a build without the switch", async () => {
    vi.stubEnv("PAINT_FIRST_SCRIPTS", "0");
    expect(await documentHtml()).toContain("rr-deferred-modules");
  });

  it("sends <Scripts> as shipped with PAINT_FIRST_SCRIPTS=0 in a build with the switch", async () => {
    vi.stubEnv("VITE_SCRIPTS_SWITCH", "1");
    vi.stubEnv("PAINT_FIRST_SCRIPTS", "0");
    const html = await documentHtml();
    expect(html).not.toContain("rr-deferred-modules");
    expect(html).toMatch(/<script[^>]* type="module"/);
    expect(html).toContain(`rel="modulepreload" href="${ENTRY}"`);
  });
});
