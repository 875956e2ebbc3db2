import type { EventCatalogue, PageContext, TrackedMatch } from "./events";
import { APPLICATION_NAME, LOGIN_STATUS } from "./labels";

export const NOT_FOUND_PATTERN = "(not found)";

/**
 * The tracked path: the deepest match's path with every parameter value replaced by its name
 * ("/angebot/:token/zahlung"), so tokens never reach the data layer; unknown pages are not tracked by path.
 */
export function trackedPath(matches: readonly TrackedMatch[]): string {
  const match = matches.at(-1);
  if (!match || match.id === "not-found" || match.id === "root") return NOT_FOUND_PATTERN;
  const byValue = new Map<string, string>();
  for (const [name, value] of Object.entries(match.params)) {
    if (value) byValue.set(value, `:${name}`);
  }
  const segments = match.pathname.split("/").map((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // keep the raw segment
    }
    return byValue.get(segment) ?? byValue.get(decoded) ?? segment;
  });
  const path = segments.join("/");
  return path.length > 1 ? path.replace(/\/$/, "") : path;
}

/** The page view of a rendered page: its route pattern, language and brand. */
export function pageViewEvent(
  context: Pick<PageContext, "matches" | "language" | "brand">,
): EventCatalogue["page_view"] {
  return {
    page: {
      path: trackedPath(context.matches),
      language: context.language,
      brand: context.brand,
      application: APPLICATION_NAME,
      loginStatus: LOGIN_STATUS,
    },
  };
}
