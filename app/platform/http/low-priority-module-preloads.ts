/**
 * React Router's `<Scripts>` preloads every module of the page with `<link rel="modulepreload">`, which Chrome
 * fetches at high priority, side by side with the stylesheet and the hero image. The page is complete as the
 * server renders it and the modules only hydrate it, so on a slow line they should not compete with what the
 * first paint needs: this rewrites those links in the document's head to `fetchpriority="low"` — what React
 * itself does for its own bootstrap modules (decision 0006). `<Scripts>` offers no option for it.
 */
const LINK = '<link rel="modulepreload" ';
const LOW = '<link rel="modulepreload" fetchPriority="low" ';
const HEAD_END = "</head>";

/** Keeps back the end of a chunk that could be the start of a pattern split across two chunks. */
function splitPoint(text: string): number {
  const longest = Math.max(LINK.length, HEAD_END.length) - 1;
  for (let keep = Math.min(longest, text.length); keep > 0; keep--) {
    const tail = text.slice(text.length - keep);
    if (LINK.startsWith(tail) || HEAD_END.startsWith(tail)) return text.length - keep;
  }
  return text.length;
}

/** A stateful rewriter of the HTML text as it streams; call `end()` for what it held back. */
export function createModulePreloadRewriter() {
  let pending = "";
  let inBody = false;
  return {
    push(chunk: string): string {
      if (inBody) return chunk;
      const text = pending + chunk;
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd >= 0) {
        inBody = true;
        pending = "";
        return text.slice(0, headEnd).replaceAll(LINK, LOW) + text.slice(headEnd);
      }
      const cut = splitPoint(text);
      pending = text.slice(cut);
      return text.slice(0, cut).replaceAll(LINK, LOW);
    },
    end(): string {
      const rest = pending;
      pending = "";
      return inBody ? rest : rest.replaceAll(LINK, LOW);
    },
  };
}
