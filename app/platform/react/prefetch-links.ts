/**
 * Route prefetch on intent (decision 0008): pointing at a link (100 ms hover), focusing it or touching it
 * preloads the JavaScript of the route it leads to, through the queue that lets four chunks load at a time.
 * Loader data is never prefetched: token routes must not be fetched speculatively. One listener per event
 * on the document serves every React Router `<Link>` (they carry `data-discover`), so no link component
 * changes. The page frame imports this module once hydrated: it is in no page's first-load JavaScript.
 */
import { type ConnectionHints, chunksToPrefetch, prefetchAllowed, type RouteManifest } from "./prefetch-chunks";
import { createPrefetchQueue } from "./prefetch-queue";

/** What a pointer resting this long on a link means: the customer is aiming, not passing (React Router's value). */
const HOVER_INTENT_MS = 100;

/** React Router's framework-mode globals (8.4.0): the manifest lazy route discovery extends, the loaded route modules, the router. */
interface RouterGlobals {
  __reactRouterManifest?: RouteManifest;
  __reactRouterRouteModules?: Record<string, unknown>;
  __reactRouterDataRouter?: { match(path: string): { route: { id: string; path?: string } }[] | null };
}

/** A `<link rel="modulepreload">` at low priority: fetched and compiled, not run, and behind what the page needs. */
function preloadModule(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = url;
    link.fetchPriority = "low";
    // The page's scripts carry the request's CSP nonce (hidden as an attribute, readable as a property).
    const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
    if (nonce) link.nonce = nonce;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new Error(`prefetch failed: ${url}`));
    };
    document.head.append(link);
  });
}

const queue = createPrefetchQueue(preloadModule);

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>("a[data-discover][href]") : null;
}

function prefetchFor(link: HTMLAnchorElement) {
  const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
  if (!prefetchAllowed(connection)) return;
  if (link.origin !== location.origin || (link.target && link.target !== "_self") || link.hasAttribute("download"))
    return;
  const {
    __reactRouterManifest: manifest,
    __reactRouterRouteModules: modules,
    __reactRouterDataRouter: router,
  } = window as Window & RouterGlobals;
  const matches = manifest && router?.match(link.pathname);
  // A path lazy route discovery has not reached yet matches only the not-found splat: wait for a later intent.
  if (!matches || matches.at(-1)?.route.path === "*") return;
  const ids = matches.map((match) => match.route.id);
  queue.request(chunksToPrefetch(manifest, ids, Object.keys(modules ?? {})));
}

// Installed when this module is first imported (`app/ui/layout/page-frame.tsx`, after hydration): one listener
// per intent on the document, for the life of the page.
let hovered: HTMLAnchorElement | null = null;
let hoverTimer: ReturnType<typeof setTimeout> | undefined;
document.addEventListener("mouseover", (event) => {
  const link = linkOf(event.target);
  if (link === hovered) return;
  hovered = link;
  clearTimeout(hoverTimer);
  if (link) hoverTimer = setTimeout(() => prefetchFor(link), HOVER_INTENT_MS);
});
for (const type of ["focusin", "touchstart"] as const) {
  document.addEventListener(
    type,
    (event) => {
      const link = linkOf(event.target);
      if (link) prefetchFor(link);
    },
    { passive: true },
  );
}
