import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { CATALOGUE_SOURCES, CATALOGUES } from "./messages";
import { LANGUAGES } from "./platform/i18n/languages";

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

describe("message catalogues", () => {
  const germanKeys = Object.keys(CATALOGUES.de).sort();

  it.each(TRANSLATIONS)("%s has exactly the German keys", (lang) => {
    const keys = Object.keys(CATALOGUES[lang]).sort();
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

  it.each(LANGUAGES)("no two %s sources define the same key", (lang) => {
    const seen = new Map<string, number>();
    CATALOGUE_SOURCES[lang].forEach((source, index) => {
      for (const key of Object.keys(source)) {
        expect(seen.has(key), `${key} is defined by sources ${seen.get(key)} and ${index}`).toBe(false);
        seen.set(key, index);
      }
    });
  });
});
