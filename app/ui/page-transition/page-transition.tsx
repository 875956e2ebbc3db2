import { Component, createRef, type ReactNode } from "react";
import type { PageMotion } from "./page-motion";
import styles from "./page-transition.module.css";

interface PageTransitionProps {
  /** Identifies the page (the page key); a new key starts the transition. */
  transitionKey: string;
  children: ReactNode;
}

/**
 * Out-in page transition: a copy of the old page fades out over the new one, then the new page fades in.
 * The new page is mounted at once (focus, data and announcements are immediate); none under reduced motion.
 * A first load shows no transition, so the animation (page-motion.ts) loads once the frame is mounted, outside
 * every page's first-load JavaScript; a navigation before it is there swaps the page at once.
 */
export class PageTransition extends Component<PageTransitionProps> {
  private readonly box = createRef<HTMLDivElement>();
  private readonly page = createRef<HTMLDivElement>();
  private motion: PageMotion | null = null;

  componentDidMount() {
    import("./page-motion").then(
      ({ PageMotion }) => {
        this.motion = new PageMotion(this.box, this.page);
      },
      () => {}, // without it the pages swap at once
    );
  }

  getSnapshotBeforeUpdate(previous: PageTransitionProps): HTMLElement | null {
    return previous.transitionKey === this.props.transitionKey ? null : (this.motion?.leaving() ?? null);
  }

  componentDidUpdate(_props: PageTransitionProps, _state: unknown, leaving: HTMLElement | null) {
    if (leaving) this.motion?.start(leaving);
  }

  componentWillUnmount() {
    this.motion?.finish();
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
