import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { CATALOGUE_SOURCES, CATALOGUES, overGerman } from "./messages";
import { LANGUAGES, type Language } from "./platform/i18n/languages";

/** Argument names an ICU message uses, e.g. {brand} or {count, plural, …}. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (Array.isArray(token) && typeof token[0] === "string") {
        names.add(token[0]);
        const choices = token[2];
        if (choices && typeof choices === "object") for (const value of Object.values(choices)) visit(value);
      }
    }
  };
  visit(compileMessageOrThrow(message));
  return [...names].sort();
}

/** German is the source; comparing it with itself could never fail. */
const TRANSLATIONS = LANGUAGES.filter((lang) => lang !== "de");

/**
 * The shipped translations, held to every German key. A language being added may leave keys to German
 * (`overGerman`) until its translation is done; then it joins this list.
 */
const COMPLETE: readonly Language[] = ["en", "tr"];

/** The keys a language's own sources define (before German fills the gaps). */
function ownKeys(lang: Language): string[] {
  const sources: readonly object[] = (CATALOGUE_SOURCES as Partial<Record<Language, readonly object[]>>)[lang] ?? [];
  return sources.flatMap((source) => Object.keys(source)).sort();
}

describe("message catalogues", () => {
  const germanKeys = Object.keys(CATALOGUES.de).sort();

  it("holds every shipped translation to the German keys", () => {
    expect(COMPLETE.filter((lang) => lang !== "de" && (LANGUAGES as readonly Language[]).includes(lang))).toEqual(
      COMPLETE,
    );
  });

  it.each(COMPLETE)("%s has exactly the German keys", (lang) => {
    const keys = ownKeys(lang);
    expect(
      germanKeys.filter((k) => !keys.includes(k)),
      `missing in ${lang}`,
    ).toEqual([]);
    expect(
      keys.filter((k) => !germanKeys.includes(k)),
      `unknown in ${lang}`,
    ).toEqual([]);
  });

  it.each(LANGUAGES)("%s has no empty message and compiles as ICU", (lang) => {
    for (const [key, message] of Object.entries(CATALOGUES[lang])) {
      expect(message.trim(), key).not.toBe("");
      expect(() => compileMessageOrThrow(message), key).not.toThrow();
    }
  });

  it.each(TRANSLATIONS)("%s uses the same placeholders as German", (lang) => {
    const de = CATALOGUES.de as Record<string, string>;
    for (const [key, message] of Object.entries(CATALOGUES[lang])) {
      expect(argumentsOf(message), key).toEqual(argumentsOf(de[key] ?? ""));
    }
  });

  it.each(LANGUAGES)(
    "%s counts with a select over the plural form, never ICU's plural (no Intl.NumberFormat)",
    (lang) => {
      // Lingui formats every `plural` and `selectordinal` through Intl.NumberFormat, a 150–400 ms task at 4×
      // slowdown the first time in a browser; counted messages take `useCount` (app/platform/i18n/i18n.tsx).
      const kinds = new Set<string>();
      const visit = (tokens: unknown): void => {
        if (!Array.isArray(tokens)) return;
        for (const token of tokens) {
          if (!Array.isArray(token)) continue;
          if (typeof token[1] === "string") kinds.add(token[1]);
          const choices = token[2];
          if (choices && typeof choices === "object") for (const value of Object.values(choices)) visit(value);
        }
      };
      for (const message of Object.values(CATALOGUES[lang])) visit(compileMessageOrThrow(message));
      expect(kinds.has("select"), "a counted message exists to check").toBe(true);
      expect([...kinds].filter((kind) => kind === "plural" || kind === "selectordinal")).toEqual([]);
    },
  );

  it.each(TRANSLATIONS)("%s defines no key German lacks", (lang) => {
    expect(ownKeys(lang).filter((k) => !germanKeys.includes(k))).toEqual([]);
  });

  it("fills what a new language leaves out with German, key by key", () => {
    const partial = overGerman([{ "app.skipToContent": "Przejdź do treści" }]);
    expect(partial["app.skipToContent" as keyof typeof partial]).toBe("Przejdź do treści");
    expect(Object.keys(partial).sort()).toEqual(germanKeys);
    for (const key of germanKeys.filter((k) => k !== "app.skipToContent")) {
      expect(partial[key as keyof typeof partial], key).toBe((CATALOGUES.de as Record<string, string>)[key]);
    }
    expect(overGerman()).toEqual(CATALOGUES.de);
  });

  it.each(LANGUAGES)("no two %s sources define the same key", (lang) => {
    const seen = new Map<string, number>();
    const sources: readonly object[] = (CATALOGUE_SOURCES as Partial<Record<Language, readonly object[]>>)[lang] ?? [];
    sources.forEach((source, index) => {
      for (const key of Object.keys(source)) {
        expect(seen.has(key), `${key} is defined by sources ${seen.get(key)} and ${index}`).toBe(false);
        seen.set(key, index);
      }
    });
  });
});
