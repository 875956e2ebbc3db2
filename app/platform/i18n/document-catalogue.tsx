import type { Messages } from "@lingui/core";
import { createContext, useContext } from "react";

/**
 * A page's compiled message catalogue as a server-rendered document carries it: one JSON data block, written
 * once per language and page area on the server and parsed once in the browser, instead of travelling inside the
 * root's loader data (whose serialisation for React Router's stream cost every request its share of CPU).
 * Data requests (client navigations to another area) still bring the catalogue in the root's loader data.
 */
export interface DocumentCatalogue {
  messages: Messages;
  /** `messages` as JSON, safe inside a `<script>` element (no `<`). */
  json: string;
}

const ELEMENT_ID = "page-messages";

const DocumentCatalogueContext = createContext<DocumentCatalogue | null>(null);

/** On the server the entry provides the catalogue of the page it renders. */
export const DocumentCatalogueProvider = DocumentCatalogueContext.Provider;

let fromDocument: DocumentCatalogue | null | undefined;

/** The document's catalogue: the provided one on the server, the one the document carries in the browser. */
export function useDocumentCatalogue(): DocumentCatalogue | null {
  const provided = useContext(DocumentCatalogueContext);
  if (provided || typeof document === "undefined") return provided;
  if (fromDocument === undefined) {
    const json = document.getElementById(ELEMENT_ID)?.textContent;
    fromDocument = json ? { json, messages: JSON.parse(json) as Messages } : null;
  }
  return fromDocument;
}

/** The data block; browsers do not run it. It carries the nonce as every script element of the page does. */
export function DocumentCatalogueScript(props: { catalogue: DocumentCatalogue; nonce: string | undefined }) {
  return (
    <script
      type="application/json"
      id={ELEMENT_ID}
      nonce={props.nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON written on the server with every `<` escaped
      dangerouslySetInnerHTML={{ __html: props.catalogue.json }}
    />
  );
}

/** A catalogue as JSON that cannot end its `<script>` element or open a comment in it. */
export function catalogueJson(messages: Messages): string {
  return JSON.stringify(messages).replace(/</g, "\\u003c");
}
