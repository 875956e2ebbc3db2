import type { Messages } from "@lingui/core";
import { type MessageArea, messageAreaOf, pageMessages } from "./message-areas";
import { CATALOGUES } from "./messages";
import { compileCatalogue } from "./platform/i18n/compile.server";
import { catalogueJson, type DocumentCatalogue } from "./platform/i18n/document-catalogue";
import { type Language, languageFromPath } from "./platform/i18n/languages";

export interface PageCatalogue extends DocumentCatalogue {
  /** The entries for search engines (`*.meta.*`): the root's data carries them for the pages' `meta`. */
  metaMessages: Messages;
}

const compiled = new Map<string, PageCatalogue>();

/**
 * The platform's texts and the page area's, compiled once per language and area, with the JSON a document
 * carries them in: the same for every visitor, so no request compiles or serialises them again.
 */
export function pageCatalogue(lang: Language, area: MessageArea | null): PageCatalogue {
  const cacheKey = `${lang}:${area}`;
  let catalogue = compiled.get(cacheKey);
  if (!catalogue) {
    const messages = compileCatalogue(pageMessages(CATALOGUES[lang], area));
    const metaMessages = Object.fromEntries(Object.entries(messages).filter(([key]) => key.includes(".meta.")));
    catalogue = { messages, json: catalogueJson(messages), metaMessages };
    compiled.set(cacheKey, catalogue);
  }
  return catalogue;
}

/** The catalogue of the document at a path. */
export function documentCatalogueOf(pathname: string): PageCatalogue {
  return pageCatalogue(languageFromPath(pathname), messageAreaOf(pathname));
}
