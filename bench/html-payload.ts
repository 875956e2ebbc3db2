/**
 * What a server-rendered page's HTML carries: the loader data React Router streams into the document
 * (`window.__reactRouterContext.streamController.enqueue("…")`, turbo-stream), per route, and the address of the
 * page's message catalogue (`<meta name="page-messages">`), a file of its own. Pure functions over the HTML text.
 */
import { gzipSync } from "node:zlib";
import { GZIP_LEVEL } from "../server/compression.ts";

const ENQUEUE =
  /<script[^>]*>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CATALOGUE_META = /<meta name="page-messages" content="([^"]+)"/;

export interface HtmlPayload {
  htmlBytes: number;
  htmlGzip: number;
  /** The loader-data scripts as sent (escaped), and what the gzip HTML shrinks by without them. */
  loaderDataBytes: number;
  loaderDataGzip: number;
  /** The address of the page's message catalogue file, or null. */
  catalogueUrl: string | null;
  /** Escaped bytes reachable from each route's loader data. */
  loaderDataByRoute: Record<string, number>;
}

/** Bytes of a text as the server sends it with gzip (documents at `GZIP_LEVEL`). */
export const gzipSize = (text: string, level = GZIP_LEVEL) => gzipSync(text, { level }).length;

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

/** How many characters `text` takes inside the script's JavaScript string literal. */
const escapedLength = (text: string) => JSON.stringify(text).length - 2;

export function analyseHtml(html: string): HtmlPayload {
  const scripts = [...html.matchAll(ENQUEUE)];
  const withoutData = scripts.reduce((text, m) => text.replace(m[0], ""), html);
  const first = scripts[0]?.[1];
  const loaderDataByRoute: Record<string, number> = {};
  if (first) {
    const line = JSON.parse(first) as string;
    const flat = JSON.parse(line.split("\n")[0] ?? "[]") as unknown[];
    // Each entry as it stands in the literal, with its separating comma.
    const bytesOf = (i: number) => escapedLength(JSON.stringify(flat[i])) + 1;
    for (const [route, index] of routeData(flat)) {
      loaderDataByRoute[route] = [...reachable(flat, index)].reduce((sum, i) => sum + bytesOf(i), 0);
    }
  }
  const htmlGzip = gzipSize(html);
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzip,
    loaderDataBytes: scripts.reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0),
    loaderDataGzip: htmlGzip - gzipSize(withoutData),
    catalogueUrl: CATALOGUE_META.exec(html)?.[1] ?? null,
    loaderDataByRoute,
  };
}
