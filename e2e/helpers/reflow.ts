import type { Page } from "@playwright/test";
import { BRAND_DEFINITIONS, type BrandSlug } from "../../app/platform/brand/registry";

export interface Reflow {
  /** Everything found so far, each line named by its page state and path. */
  readonly problems: string[];
  /** Records what does not reflow on the page as it is now. */
  check(state: string, brand: BrandSlug): Promise<void>;
}

/** Collects reflow problems over many pages, so one failure message lists them all. */
export function reflowChecker(page: Page): Reflow {
  const problems: string[] = [];
  return {
    problems,
    async check(state, brand) {
      const found = await page.evaluate(reflowProblems, [...BRAND_DEFINITIONS[brand].languages]);
      const { pathname } = new URL(page.url());
      problems.push(...found.map((problem) => `${state} (${pathname}): ${problem}`));
    },
  };
}

/**
 * Runs in the page: what breaks reflow (WCAG 1.4.10) as the page is now. The page scrolls sideways; an
 * element sticks out to the right or left of the viewport (named, so the failure says what to fix); the
 * language switcher lacks a link or shows one outside the viewport. Elements inside a container that
 * scrolls or clips on its own (a wide table, a carousel track, visually hidden text) do not count.
 */
function reflowProblems(brandLanguages: string[]): string[] {
  // The switcher offers the brand's languages, and the page's own when the brand does not offer it.
  const current = document.documentElement.lang.slice(0, 2);
  const languages = brandLanguages.length + (brandLanguages.includes(current) ? 0 : 1);
  const width = window.innerWidth;
  const problems: string[] = [];
  for (const [name, element] of [
    ["html", document.documentElement],
    ["body", document.body],
  ] as const) {
    if (element.scrollWidth > width) problems.push(`${name} scrollWidth ${element.scrollWidth} > ${width}`);
  }

  const nameOf = (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const classes = [...element.classList].map((c) => `.${c}`).join("");
    const testId = element.getAttribute("data-testid");
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id}${classes}${testId ? ` [data-testid=${testId}]` : ""}> "${text}"`;
  };
  const contained = (element: Element) => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX !== "visible" || style.clip !== "auto" || style.clipPath !== "none") return true;
    }
    return false;
  };
  const sticking: Element[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    const box = element.getBoundingClientRect();
    // Visually hidden text (1 px, clipped) is for screen readers and takes no room.
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.right <= width + 0.5 && box.left >= -0.5) continue;
    if (getComputedStyle(element).visibility === "hidden" || contained(element)) continue;
    // Only the outermost element that sticks out: its children usually stick out with it.
    if (sticking.some((outer) => outer.contains(element))) continue;
    sticking.push(element);
  }
  for (const element of sticking.slice(0, 8)) {
    const box = element.getBoundingClientRect();
    problems.push(`${nameOf(element)} spans ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
  }
  if (sticking.length > 8) problems.push(`… and ${sticking.length - 8} more elements`);

  const links = [...document.querySelectorAll<HTMLAnchorElement>("header nav a[hreflang]")];
  if (languages > 1 && links.length !== languages) {
    problems.push(`language switcher with ${links.length} links instead of ${languages}`);
  }
  for (const link of links) {
    const box = link.getBoundingClientRect();
    const style = getComputedStyle(link);
    const visible = box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.opacity !== "0";
    if (!visible || box.left < 0 || box.right > width) {
      problems.push(`language link "${link.textContent}" outside the viewport or hidden`);
    }
  }
  return problems;
}
