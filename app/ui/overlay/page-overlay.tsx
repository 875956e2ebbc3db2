import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { onFirstIntent } from "../hooks/first-intent";

export interface PageOverlayProps {
  isOpen: boolean;
  onClose: () => void;
  /** A backdrop click and Escape close the overlay unless false. */
  isDismissable?: boolean;
  /** "center": a card in the middle; "fullscreen": covers the viewport (mobile sheets). */
  placement?: "center" | "fullscreen";
  role?: "dialog" | "alertdialog";
  "aria-label"?: string;
  "aria-labelledby"?: string;
  /** Class of the panel that holds the content. */
  className?: string;
  children: ReactNode;
}

const loadLayer = () => import("./page-overlay-layer");
const Layer = lazy(() => loadLayer().then((m) => ({ default: m.PageOverlayLayer })));

/**
 * Loads the overlay code at the customer's first touch, click, key or focus: an overlay opens only on an action, so
 * its code is there by then, and a page that is only read never evaluates it.
 */
function usePreloadOnIntent() {
  useEffect(() => onFirstIntent(() => void loadLayer().catch(() => undefined)), []);
}

/**
 * A layer above the page: locks page scrolling while shown, closes on a backdrop click and on Escape, keeps
 * keyboard focus inside and returns it to where it was when it closes (react-aria's modal overlay). Its code
 * stays out of the page's first load and arrives once the customer uses the page.
 */
export function PageOverlay(props: PageOverlayProps) {
  const [used, setUsed] = useState(props.isOpen);
  usePreloadOnIntent();
  useEffect(() => {
    if (props.isOpen) setUsed(true);
  }, [props.isOpen]);
  if (!props.isOpen && !used) return null;
  return (
    <Suspense fallback={null}>
      <Layer {...props} />
    </Suspense>
  );
}
