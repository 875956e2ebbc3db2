import type { APIRequestContext } from "@playwright/test";

/**
 * What the server alone decides about a page, read from its HTML without a browser: the status, where a redirect
 * leads, the h1 and a marked element's text. A browser visit costs a second or more on a busy machine (render,
 * hydrate, lazy parts); a plain request a fraction of that. Used where the browser adds nothing to the outcome.
 */

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** An element's text as a reader sees it: tags and comments out, entities decoded, white space collapsed. */
function textOf(inner: string): string {
  return decodeEntities(inner.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of every element of this tag, in order (e.g. every h1: a page has exactly one, compare with `[title]`). */
export function textsOf(html: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "gi");
  return [...html.matchAll(pattern)].map((match) => textOf(match[1] ?? ""));
}

/** The text of every element with `attribute="value"` (elements of the same tag nested inside are not expected). */
export function textsWith(html: string, attribute: string, value: string): string[] {
  const pattern = new RegExp(`<([a-z][a-z0-9]*)\\b[^>]*\\b${attribute}="${value}"[^>]*>([\\s\\S]*?)</\\1>`, "gi");
  return [...html.matchAll(pattern)].map((match) => textOf(match[2] ?? ""));
}

/** The attributes of every start tag of this name, values decoded. */
export function startTags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? "").matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map((attribute) => [
        (attribute[1] ?? "").toLowerCase(),
        decodeEntities(attribute[2] ?? ""),
      ]),
    ),
  );
}

export interface ServerPage {
  status: number;
  /** Where a redirect leads: path and query on this site, the whole address elsewhere; null without one. */
  location: string | null;
  html: string;
}

/** One request as a browser sends it (the config's user agent), without following a redirect. */
export async function serverPage(request: APIRequestContext, path: string): Promise<ServerPage> {
  const response = await request.get(path, { maxRedirects: 0 });
  const header = response.headers().location;
  const location = header ? new URL(header, response.url()) : null;
  const onSite = location?.origin === new URL(response.url()).origin;
  return {
    status: response.status(),
    location: location ? (onSite ? location.pathname + location.search : location.href) : null,
    html: await response.text(),
  };
}
