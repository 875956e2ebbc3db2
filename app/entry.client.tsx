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

// Hydration as a transition in its own task: React yields to the browser while it hydrates. It used to wait for
// the first animation frame, but where frames come late (Lighthouse's Chromium here), that pushed the whole
// hydration behind the first paint, where every long task counts as blocking time (decision 0006).
setTimeout(hydrate, 0);
