import { type RefObject, useEffect, useRef } from "react";
import { createMonthChangeGate, swipeMonthStep, wheelMonthStep } from "./calendar-options";
import { useAnyCalendarState } from "./use-calendar-state";

/** Wheel and swipe over the day grid change the month, paced by the month-change delays. */
export function useMonthGestures(ref: RefObject<HTMLElement | null>) {
  const state = useAnyCalendarState();
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const gate = createMonthChangeGate();
    const step = (direction: -1 | 0 | 1, source: "wheel" | "swipe") => {
      if (direction === 0 || !gate.allow(source, performance.now())) return;
      const current = stateRef.current;
      const target = current.focusedDate.add({ months: direction });
      current.setFocusedDate(target);
    };
    const onWheel = (event: WheelEvent) => {
      const direction = wheelMonthStep(event.deltaX, event.deltaY);
      if (direction === 0) return;
      // The wheel belongs to the calendar here; the page behind is locked anyway.
      event.preventDefault();
      step(direction, "wheel");
    };
    let start: { x: number; y: number } | null = null;
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") start = { x: event.clientX, y: event.clientY };
    };
    const onPointerUp = (event: PointerEvent) => {
      if (!start) return;
      step(swipeMonthStep(event.clientX - start.x, event.clientY - start.y), "swipe");
      start = null;
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    element.addEventListener("pointerdown", onPointerDown);
    element.addEventListener("pointerup", onPointerUp);
    element.addEventListener("pointercancel", onPointerUp);
    return () => {
      element.removeEventListener("wheel", onWheel);
      element.removeEventListener("pointerdown", onPointerDown);
      element.removeEventListener("pointerup", onPointerUp);
      element.removeEventListener("pointercancel", onPointerUp);
    };
  }, [ref]);
}
