/** The three interface languages; German is the default and has no path prefix. */
export const LANGUAGES = ["de", "en", "tr"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "de";

export const LOCALES: Record<Language, string> = {
  de: "de-DE",
  en: "en-US",
  tr: "tr-TR",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a path is served in: its first segment when that is a prefixed language, else German. */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split("/")[1] ?? "";
  return first !== DEFAULT_LANGUAGE && isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The path without its language prefix, always starting with "/". */
export function stripLanguage(pathname: string): string {
  const lang = languageFromPath(pathname);
  if (lang === DEFAULT_LANGUAGE) return pathname || "/";
  const rest = pathname.slice(lang.length + 1);
  return rest === "" ? "/" : rest;
}

/** A German path ("/kuendigung") in the given language ("/en/kuendigung"). */
export function localizePath(path: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}
