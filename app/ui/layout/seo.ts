import type { MessageId as MessageKey, Messages } from "@lingui/core";
import type { MetaArgs, MetaDescriptor } from "react-router";
import { createI18n } from "~/platform/i18n/i18n";
import {
  DEFAULT_LANGUAGE,
  type Language,
  languageFromPath,
  localizePath,
  stripLanguage,
} from "~/platform/i18n/languages";

/**
 * Search engines: a public page's route module exports `meta = publicPageMeta(<description key>)`; every
 * other page — token pages, confirmations, errors, 404 — keeps the root's `meta`, which is `noindex`.
 */
export const NOINDEX: MetaDescriptor = { name: "robots", content: "noindex" };

interface SeoInput {
  /** The current brand host's origin, e.g. `https://www.o2.de`. */
  origin: string;
  /** The current address's path (any language; the query never counts). */
  pathname: string;
  /** The brand's languages (registry). */
  languages: readonly Language[];
  /** The translated description of a public page; null for every other page. */
  description: string | null;
}

/** A page path without a trailing slash ("/" stays), so `/kuendigung/` and `/kuendigung` are one page. */
function tidy(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/**
 * Description, canonical link and `hreflang` alternates (the brand's languages and x-default) of a public
 * page in a language the brand offers; `noindex` for any other page or language.
 */
export function seoTags({ origin, pathname, languages, description }: SeoInput): MetaDescriptor[] {
  const lang = languageFromPath(pathname);
  if (description === null || !languages.includes(lang)) return [NOINDEX];
  const path = tidy(stripLanguage(pathname));
  const url = (language: Language) => `${origin}${localizePath(path, language)}`;
  const fallback = languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (languages[0] ?? DEFAULT_LANGUAGE);
  return [
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url(lang) },
    ...languages.map((language) => ({ tagName: "link", rel: "alternate", hrefLang: language, href: url(language) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(fallback) },
  ];
}

/** What the page meta needs of the root's loader data. */
interface RootSeoData {
  lang: Language;
  origin: string;
  metaMessages: unknown;
  brand: { displayName: string; languages: readonly Language[] };
}

function isRootSeoData(data: unknown): data is RootSeoData {
  return typeof data === "object" && data !== null && "origin" in data && "metaMessages" in data && "brand" in data;
}

/**
 * The `meta` export of a public page: its description (with the brand's name) in the page's language, the
 * canonical link and the alternates, from the root's data (origin, brand, the page's compiled messages).
 */
export function publicPageMeta(description: MessageKey) {
  return ({ matches, location, error }: Pick<MetaArgs, "matches" | "location" | "error">): MetaDescriptor[] => {
    const root = matches.find((match) => match?.id === "root")?.loaderData;
    if (error || !isRootSeoData(root)) return [NOINDEX];
    // The page catalogue's compiled `*.meta.*` entries, which the root's data carries for this.
    const i18n = createI18n(root.lang, root.metaMessages as Messages);
    return seoTags({
      origin: root.origin,
      pathname: location.pathname,
      languages: root.brand.languages,
      description: i18n._(description, { brand: root.brand.displayName }),
    });
  };
}
