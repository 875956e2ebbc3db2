import { createHash } from "node:crypto";
import type { Messages } from "@lingui/core";
import { isMessageArea, type MessageArea, messageAreaOf, pageMessages } from "./message-areas";
import { CATALOGUES } from "./messages";
import { compileCatalogue } from "./platform/i18n/compile.server";
import { CATALOGUE_PATH_PREFIX, type DocumentCatalogue } from "./platform/i18n/document-catalogue";
import { isLanguage, type Language, languageFromPath } from "./platform/i18n/languages";

export interface PageCatalogue extends DocumentCatalogue {
  /** The catalogue as the browser fetches it from `url`. */
  json: string;
  /** The entries for search engines (`*.meta.*`): the root's data carries them for the pages' `meta`. */
  metaMessages: Messages;
}

/** The name of the catalogue without an area: the platform's texts only (the 404 page). */
const PLATFORM_ONLY = "platform";

const compiled = new Map<string, PageCatalogue>();

/**
 * The platform's texts and the page area's, compiled once per language and area, with the JSON the browser fetches
 * and its address: the same for every visitor, so no request compiles or serialises them again. The address names
 * the content (a hash of the JSON), so browsers and caches may keep it for good, and every instance of one build
 * gives the same address.
 */
export function pageCatalogue(lang: Language, area: MessageArea | null): PageCatalogue {
  const cacheKey = `${lang}:${area}`;
  let catalogue = compiled.get(cacheKey);
  if (!catalogue) {
    const messages = compileCatalogue(pageMessages(CATALOGUES[lang], area));
    const metaMessages = Object.fromEntries(Object.entries(messages).filter(([key]) => key.includes(".meta.")));
    const json = JSON.stringify(messages);
    const hash = createHash("sha256").update(json).digest("base64url").slice(0, 16);
    const url = `${CATALOGUE_PATH_PREFIX}${lang}.${area ?? PLATFORM_ONLY}.${hash}.json`;
    catalogue = { messages, json, url, metaMessages };
    compiled.set(cacheKey, catalogue);
  }
  return catalogue;
}

/** The catalogue of the document at a path. */
export function documentCatalogueOf(pathname: string): PageCatalogue {
  return pageCatalogue(languageFromPath(pathname), messageAreaOf(pathname));
}

/**
 * The catalogue a file address names (`/i18n/<lang>.<area>.<hash>.json`), or null for any other address,
 * including one whose hash is not this build's (a page of an earlier deploy: the browser then reloads it).
 */
export function catalogueOfFile(pathname: string): PageCatalogue | null {
  if (!pathname.startsWith(CATALOGUE_PATH_PREFIX)) return null;
  const [lang, area, hash, extension, ...rest] = pathname.slice(CATALOGUE_PATH_PREFIX.length).split(".");
  if (rest.length > 0 || extension !== "json" || !hash || !isLanguage(lang) || area === undefined) return null;
  if (area !== PLATFORM_ONLY && !isMessageArea(area)) return null;
  const catalogue = pageCatalogue(lang, area === PLATFORM_ONLY ? null : area);
  return catalogue.url === pathname ? catalogue : null;
}
