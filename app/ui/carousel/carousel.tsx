import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useT } from "~/platform/i18n/i18n";
import { useReducedMotion } from "../hooks/use-media-query";
import { Icon } from "../icon/icon";
import styles from "./carousel.module.css";
import { sliderOptions } from "./slider-options";
import { useEmbla } from "./use-embla";

interface CarouselProps {
  /** Names the carousel, e.g. "Ihre Angebote". */
  label: string;
  /** One entry per slide. */
  slides: readonly ReactNode[];
  /** Called with the index (0-based) of the slide that becomes current. */
  onSlideChange?: (index: number) => void;
}

/**
 * The offer slider (Embla): previous/next buttons, a dot per slide, arrow keys, touch swipe; every slide is
 * announced as "slide n of m". Under reduced motion, buttons and keys jump without animation.
 */
export function Carousel({ label, slides, onSlideChange }: CarouselProps) {
  const t = useT();
  const reducedMotion = useReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const api = useEmbla(
    viewportRef,
    useMemo(() => sliderOptions(reducedMotion), [reducedMotion]),
  );
  const [selected, setSelected] = useState(0);
  const [edges, setEdges] = useState({ prev: false, next: slides.length > 1 });
  const count = slides.length;

  // The latest callback, without making `sync` (and Embla's subscription) change with every parent render.
  const onSlideChangeRef = useRef(onSlideChange);
  onSlideChangeRef.current = onSlideChange;

  const sync = useCallback(() => {
    if (!api) return;
    const index = api.selectedScrollSnap();
    const prev = api.canScrollPrev();
    const next = api.canScrollNext();
    setSelected(index);
    setEdges((edges) => (edges.prev === prev && edges.next === next ? edges : { prev, next }));
    onSlideChangeRef.current?.(index);
  }, [api]);

  useEffect(() => {
    if (!api) return;
    sync();
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api, sync]);

  const go = (index: number) => api?.scrollTo(index, reducedMotion);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    go(Math.min(count - 1, Math.max(0, selected + step)));
  };

  return (
    // Arrow keys work wherever focus is inside the carousel (its buttons or a slide's links).
    <section
      className={styles.carousel}
      aria-roledescription={t("ui.carousel.roleDescription")}
      aria-label={label}
      onKeyDown={onKeyDown}
      // Set once Embla runs: before that (server render, hydration) the buttons cannot move the slides yet.
      data-ready={api ? "" : undefined}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks slides as groups
            <div
              // Slides are positional: their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: slides have no other identity
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription={t("ui.carousel.slideRoleDescription")}
              aria-label={t("ui.carousel.slideLabel", { index: index + 1, count })}
              data-current={index === selected || undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => go(selected - 1)}
          disabled={!edges.prev}
          aria-label={t("ui.carousel.previous")}
        >
          <Icon name="chevron-left" size={20} />
        </button>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not a form fieldset */}
        <div className={styles.dots} role="group" aria-label={t("ui.carousel.pagination")}>
          {slides.map((_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
              key={index}
              type="button"
              className={styles.dot}
              aria-label={t("ui.carousel.goTo", { index: index + 1, count })}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => go(index)}
            >
              <span className={styles.dotMark} aria-hidden="true" />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => go(selected + 1)}
          disabled={!edges.next}
          aria-label={t("ui.carousel.next")}
        >
          <Icon name="chevron-right" size={20} />
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {`${label}: ${t("ui.carousel.slideRoleDescription")} ${t("ui.carousel.slideLabel", { index: selected + 1, count })}`}
      </p>
    </section>
  );
}
