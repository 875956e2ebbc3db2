import type { RefObject } from "react";
import { PAGE_TRANSITION } from "../constants";
import styles from "./page-transition.module.css";

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/** A frozen, inert copy of the old page's DOM: the old route's data is gone, so React cannot render it again. */
function freeze(node: HTMLElement): HTMLElement {
  const copy = node.cloneNode(true) as HTMLElement;
  for (const element of [copy, ...copy.querySelectorAll<HTMLElement>("[id]")]) element.removeAttribute("id");
  copy.removeAttribute("data-phase");
  copy.setAttribute("aria-hidden", "true");
  copy.setAttribute("inert", "");
  copy.className = styles.leaving ?? "";
  return copy;
}

/**
 * The out-in animation of a `PageTransition`: a copy of the old page fades out over the new one, then the new page
 * fades in; none under reduced motion. Loaded once the page has hydrated (page-transition.tsx).
 */
export class PageMotion {
  private readonly box: RefObject<HTMLDivElement | null>;
  private readonly page: RefObject<HTMLDivElement | null>;
  private timers: ReturnType<typeof setTimeout>[] = [];

  constructor(box: RefObject<HTMLDivElement | null>, page: RefObject<HTMLDivElement | null>) {
    this.box = box;
    this.page = page;
  }

  /** The copy of the page about to be replaced, taken before React changes it; null under reduced motion. */
  leaving(): HTMLElement | null {
    return prefersReducedMotion() || !this.page.current ? null : freeze(this.page.current);
  }

  /** After the new page is in: lay the copy over it and run both fades. */
  start(leaving: HTMLElement): void {
    const box = this.box.current;
    const page = this.page.current;
    if (!box || !page) return;
    this.finish();
    box.style.minHeight = `${box.offsetHeight}px`;
    box.appendChild(leaving);
    page.dataset.phase = "out";
    this.timers.push(
      setTimeout(() => {
        leaving.remove();
        box.style.minHeight = "";
        page.dataset.phase = "in";
      }, PAGE_TRANSITION.durationMs),
      setTimeout(() => {
        page.dataset.phase = "idle";
      }, PAGE_TRANSITION.durationMs * 2),
    );
  }

  /** Ends a running transition at once (a quick second navigation, or the frame going away). */
  finish(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    for (const old of this.box.current?.querySelectorAll(`.${styles.leaving}`) ?? []) old.remove();
  }
}
