import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadForChunkError } from "./platform/errors/chunk-reload";
import { loadDocumentCatalogue } from "./platform/i18n/document-catalogue";

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
// after the first paint: the paint-first loader (app/platform/http/paint-first-loader.ts, decision 0006) starts it,
// and has already asked for the page's message catalogue, which hydration needs. A catalogue of an earlier deploy
// reloads the page once (as a missing chunk does); without any, the page stays as the server rendered it, whose
// links and forms work without JavaScript.
void loadDocumentCatalogue().then((outcome) => {
  if (outcome === "loaded") setTimeout(hydrate, 0);
  else if (outcome === "stale") reloadForChunkError();
});
