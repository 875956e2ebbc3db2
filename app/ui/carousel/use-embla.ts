import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from "embla-carousel";
import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * Embla on the viewport, started in a task of its own once the page has committed; new options (reduced motion
 * switched on) re-initialise it. Not embla-carousel-react: its hook takes the viewport through a ref callback that
 * sets state while React commits, so React renders again synchronously and, before that, runs every pending effect
 * of the page in the same task. On the offer page that was hydration's effects, Embla's setup and a second render
 * in one 120 ms task at Lighthouse's 4× slowdown (decision 0006).
 */
export function useEmbla(
  viewport: RefObject<HTMLElement | null>,
  options: EmblaOptionsType,
): EmblaCarouselType | undefined {
  const [api, setApi] = useState<EmblaCarouselType>();
  // The options Embla runs with: those of the first render until it starts; the second effect applies newer ones.
  const applied = useRef(options);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    let instance: EmblaCarouselType | undefined;
    const start = setTimeout(() => {
      instance = EmblaCarousel(element, applied.current);
      setApi(instance);
    }, 0);
    return () => {
      clearTimeout(start);
      instance?.destroy();
    };
  }, [viewport]);

  useEffect(() => {
    if (!api || applied.current === options) return;
    applied.current = options;
    api.reInit(options);
  }, [api, options]);

  return api;
}
