/**
 * What a server-rendered page's HTML carries: the loader data React Router streams into the document
 * (`window.__reactRouterContext.streamController.enqueue("…")`, turbo-stream) and the page's message catalogue —
 * its JSON data block (`<script type="application/json" id="page-messages">`), or in pages without one (builds
 * before it) the root loader's `messages` inside the loader data. Pure functions over the HTML text.
 */
import { gzipSync } from "node:zlib";

const ENQUEUE =
  /<script[^>]*>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CATALOGUE_BLOCK = /<script type="application\/json" id="page-messages"[^>]*>([^<]*)<\/script>/;

export interface HtmlPayload {
  htmlBytes: number;
  htmlGzip: number;
  /** The loader-data scripts as sent (escaped), and what the gzip HTML shrinks by without them. */
  loaderDataBytes: number;
  loaderDataGzip: number;
  /** The message catalogue: its data block, or the root loader's messages inside the loader data. */
  catalogueBytes: number;
  catalogueGzip: number;
  catalogueKeys: number;
  /** Escaped bytes reachable from each route's loader data (the root's without its catalogue). */
  loaderDataByRoute: Record<string, number>;
}

const gzipSize = (text: string) => gzipSync(text, { level: 6 }).length;

/** The indices a turbo-stream value at `index` refers to (object keys and values, array items, typed values). */
function referencesOf(value: unknown): number[] {
  if (Array.isArray(value)) {
    const items = typeof value[0] === "string" ? value.slice(1) : value;
    return items.filter((v): v is number => typeof v === "number" && v >= 0);
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, v]) => [
      Number(key.slice(1)),
      ...(typeof v === "number" && v >= 0 ? [v] : []),
    ]);
  }
  return [];
}

function reachable(flat: unknown[], from: number): Set<number> {
  const seen = new Set<number>();
  const stack = [from];
  while (stack.length > 0) {
    const index = stack.pop() as number;
    if (seen.has(index) || index >= flat.length) continue;
    seen.add(index);
    stack.push(...referencesOf(flat[index]));
  }
  return seen;
}

/** The value behind `key` of the turbo-stream object at `index`, as an index. */
function child(flat: unknown[], index: number | undefined, key: string): number | undefined {
  const value = index === undefined ? undefined : flat[index];
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  for (const [ref, target] of Object.entries(value)) {
    // Negative numbers stand for constants (null, undefined, …), not for entries.
    if (flat[Number(ref.slice(1))] === key && typeof target === "number") return target >= 0 ? target : undefined;
  }
  return undefined;
}

/** The route ids of the loader data and the index of each route's data. */
function routeData(flat: unknown[]): [string, number][] {
  const loaderData = child(flat, 0, "loaderData");
  const value = loaderData === undefined ? undefined : flat[loaderData];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).map(([ref, target]) => [String(flat[Number(ref.slice(1))]), Number(target)]);
}

/** Indices of the catalogue's entries that nothing outside the catalogue refers to. */
function catalogueIndices(flat: unknown[]): Set<number> {
  const messages = child(flat, child(flat, child(flat, 0, "loaderData"), "root"), "messages");
  if (messages === undefined) return new Set();
  const inside = reachable(flat, messages);
  const outside = new Set<number>();
  const stack = [0];
  while (stack.length > 0) {
    const index = stack.pop() as number;
    if (outside.has(index) || index === messages) continue;
    outside.add(index);
    stack.push(...referencesOf(flat[index]));
  }
  return new Set([...inside].filter((i) => !outside.has(i)));
}

/** How many characters `text` takes inside the script's JavaScript string literal. */
const escapedLength = (text: string) => JSON.stringify(text).length - 2;

export function analyseHtml(html: string): HtmlPayload {
  const scripts = [...html.matchAll(ENQUEUE)];
  const withoutData = scripts.reduce((text, m) => text.replace(m[0], ""), html);
  const first = scripts[0]?.[1];
  let catalogueBytes = 0;
  let catalogueKeys = 0;
  let withoutCatalogue = html;
  const loaderDataByRoute: Record<string, number> = {};
  if (first) {
    const line = JSON.parse(first) as string;
    const flat = JSON.parse(line.split("\n")[0] ?? "[]") as unknown[];
    const indices = catalogueIndices(flat);
    const messages = child(flat, child(flat, child(flat, 0, "loaderData"), "root"), "messages");
    catalogueKeys = messages === undefined ? 0 : Object.keys(flat[messages] as object).length;
    // Each entry as it stands in the literal, with its separating comma.
    const bytesOf = (i: number) => escapedLength(JSON.stringify(flat[i])) + 1;
    for (const i of indices) catalogueBytes += bytesOf(i);
    for (const [route, index] of routeData(flat)) {
      const own = [...reachable(flat, index)].filter((i) => !indices.has(i));
      loaderDataByRoute[route] = own.reduce((sum, i) => sum + bytesOf(i), 0);
    }
    const stripped = flat.map((v, i) => (indices.has(i) ? 0 : v));
    const rest = line.slice(line.indexOf("\n"));
    withoutCatalogue = html.replace(first, JSON.stringify(`${JSON.stringify(stripped)}${rest}`));
  }
  const block = CATALOGUE_BLOCK.exec(html);
  if (block) {
    catalogueBytes = Buffer.byteLength(block[0]);
    catalogueKeys = Object.keys(JSON.parse(block[1] ?? "{}")).length;
    withoutCatalogue = html.replace(block[0], "");
  }
  const htmlGzip = gzipSize(html);
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzip,
    loaderDataBytes: scripts.reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0),
    loaderDataGzip: htmlGzip - gzipSize(withoutData),
    catalogueBytes,
    catalogueGzip: htmlGzip - gzipSize(withoutCatalogue),
    catalogueKeys,
    loaderDataByRoute,
  };
}
