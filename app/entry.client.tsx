import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// Hydration as a transition in its own task: React yields to the browser while it hydrates. This module runs only
// after the first paint: the paint-first loader (app/platform/http/paint-first-loader.ts, decision 0006) starts it.
setTimeout(hydrate, 0);
