/** Fixed English error texts, the same for every brand and language; shown with `lang="en"` beside the translated page text. */
export const NOT_FOUND_PREFIX = "Page not found: ";
const MAX_SHOWN_PATH = 200;

export function notFoundMessage(path: string): string {
  const shown = path.length > MAX_SHOWN_PATH ? `${path.slice(0, MAX_SHOWN_PATH)}…` : path;
  return `${NOT_FOUND_PREFIX}${shown}`;
}
