import type { Messages } from "@lingui/core";
import { createContext, useContext } from "react";

/**
 * A page's compiled message catalogue as the document refers to it: a file of its own whose address names its
 * content (`/i18n/<lang>.<area>.<hash>.json`), which the browser fetches once and keeps, instead of a copy inside
 * every document (where it was up to half of the HTML that every request compressed). The server renders with the
 * messages themselves; the browser fetches them before it hydrates. Data requests (client navigations to another
 * area) still bring the catalogue in the root's loader data.
 */
export interface DocumentCatalogue {
  messages: Messages;
  /** The address of the catalogue file. */
  url: string;
}

/** Where the catalogue files are served (server/app.ts). */
export const CATALOGUE_PATH_PREFIX = "/i18n/";

/** The name of the `<meta>` element that gives the catalogue's address (the paint-first loader reads it too). */
export const CATALOGUE_META_NAME = "page-messages";

const DocumentCatalogueContext = createContext<DocumentCatalogue | null>(null);

/** On the server the entry provides the catalogue of the page it renders. */
export const DocumentCatalogueProvider = DocumentCatalogueContext.Provider;

let loaded: DocumentCatalogue | null = null;

/** The document's catalogue: the provided one on the server, the one fetched before hydration in the browser. */
export function useDocumentCatalogue(): DocumentCatalogue | null {
  return useContext(DocumentCatalogueContext) ?? loaded;
}

/** The catalogue's address in the document's `<head>`; an inert element, written once by the server. */
export function DocumentCatalogueMeta(props: { catalogue: DocumentCatalogue }) {
  return <meta name={CATALOGUE_META_NAME} content={props.catalogue.url} />;
}

/**
 * - `loaded`: the messages are there, the page can hydrate;
 * - `stale`: the server no longer has this catalogue (the page is from an earlier deploy): reload the page;
 * - `failed`: no catalogue (no network, no address): the page stays as the server rendered it, which works without
 *   JavaScript.
 */
export type CatalogueOutcome = "loaded" | "stale" | "failed";

const ATTEMPTS = 2;

/**
 * Fetches the catalogue the document names (the paint-first loader has usually preloaded it by now), trying twice
 * before it gives up; a 404 is final (the address names content this server does not have).
 */
export async function loadDocumentCatalogue(fetchFile: typeof fetch = fetch): Promise<CatalogueOutcome> {
  const url = document.querySelector<HTMLMetaElement>(`meta[name="${CATALOGUE_META_NAME}"]`)?.content;
  if (!url) return "failed";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const response = await fetchFile(url);
      if (response.status === 404) return "stale";
      if (response.ok) {
        loaded = { url, messages: (await response.json()) as Messages };
        return "loaded";
      }
    } catch {
      // A network failure or a broken body: try again, then give up.
    }
  }
  return "failed";
}
