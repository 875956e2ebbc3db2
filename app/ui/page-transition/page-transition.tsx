import { Component, createRef, type ReactNode } from "react";
import { PAGE_TRANSITION } from "../constants";
import styles from "./page-transition.module.css";

interface PageTransitionProps {
  /** Identifies the page (the page key); a new key starts the transition. */
  transitionKey: string;
  children: ReactNode;
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
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
 * Out-in page transition: a copy of the old page fades out over the new one, then the new page fades in.
 * The new page is mounted at once (focus, data and announcements are immediate); none under reduced motion.
 */
export class PageTransition extends Component<PageTransitionProps> {
  private readonly box = createRef<HTMLDivElement>();
  private readonly page = createRef<HTMLDivElement>();
  private timers: ReturnType<typeof setTimeout>[] = [];

  getSnapshotBeforeUpdate(previous: PageTransitionProps): HTMLElement | null {
    if (previous.transitionKey === this.props.transitionKey || prefersReducedMotion() || !this.page.current)
      return null;
    return freeze(this.page.current);
  }

  componentDidUpdate(_props: PageTransitionProps, _state: unknown, leaving: HTMLElement | null) {
    const box = this.box.current;
    const page = this.page.current;
    if (!leaving || !box || !page) return;
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

  componentWillUnmount() {
    this.finish();
  }

  /** Ends a running transition at once (a quick second navigation). */
  private finish() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    for (const old of this.box.current?.querySelectorAll(`.${styles.leaving}`) ?? []) old.remove();
  }

  render() {
    return (
      <div ref={this.box} className={styles.box}>
        <div ref={this.page} className={styles.page} data-phase="idle">
          {this.props.children}
        </div>
      </div>
    );
  }
}
