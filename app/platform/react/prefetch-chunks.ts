/**
 * Which chunks a link's route needs, and whether to prefetch at all (decision 0008). Pure; the browser glue
 * (`prefetch-links.ts`) feeds it React Router's route manifest and the connection hints.
 */

/** A module and its static imports, as React Router's manifest lists them. */
export interface ManifestModule {
  module: string;
  imports?: readonly string[];
}

/** The part of React Router's route manifest (`window.__reactRouterManifest`) prefetch reads. */
export interface RouteManifest {
  entry: ManifestModule;
  routes: Readonly<Record<string, ManifestModule | undefined>>;
}

function filesOf(entry: ManifestModule | undefined): readonly string[] {
  return entry ? [entry.module, ...(entry.imports ?? [])] : [];
}

/**
 * The JavaScript files a navigation to `targetRouteIds` (root first, as React Router matches them) would load
 * that the page has not: everything the entry and the already loaded routes import is there. Each route's own
 * module comes before its imports, so the queue starts with the chunks only this route needs.
 */
export function chunksToPrefetch(
  manifest: RouteManifest,
  targetRouteIds: readonly string[],
  loadedRouteIds: Iterable<string>,
): string[] {
  const loaded = new Set(filesOf(manifest.entry));
  for (const id of loadedRouteIds) for (const file of filesOf(manifest.routes[id])) loaded.add(file);
  const files = new Set<string>();
  for (const id of targetRouteIds) {
    for (const file of filesOf(manifest.routes[id])) if (!loaded.has(file)) files.add(file);
  }
  return [...files];
}

/** The Network Information API's hints (Chromium); other browsers have none, and then prefetch is on. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetch when the customer asked to save data or the line is 2G-slow: speculative bytes cost them most there. */
export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && connection.effectiveType !== "slow-2g" && connection.effectiveType !== "2g";
}
