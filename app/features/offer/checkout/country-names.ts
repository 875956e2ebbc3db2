import type { Nationality } from "~/platform/api/types";
import { intlFormat } from "~/platform/i18n/intl-cache";
import { type Language, LOCALES } from "~/platform/i18n/languages";

/**
 * Country names in the page's language from ISO 3166-1 codes. Called by loaders only: browsers' and Node's ICU
 * data word some countries differently, and the page must hydrate to the text the server rendered.
 */
export function countryNamer(lang: Language): (code: string) => string | null {
  const names = intlFormat(Intl.DisplayNames, LOCALES[lang], { type: "region", fallback: "none" });
  return (code) => {
    try {
      return names.of(code) ?? null;
    } catch {
      // Not a region code at all (the backend's list is data, not a promise).
      return null;
    }
  };
}

/**
 * The backend's nationalities (its names are German adjectives) as the page's language names them: each by its
 * country, in every language alike, so the list and the summary read the same; the backend's name where the code
 * names no country. Sorted for the language.
 */
export function nationalityOptions(list: readonly Nationality[], lang: Language): readonly Nationality[] {
  const key = `${lang}\u0000${list.map((n) => `${n.code}\u0001${n.name}`).join("\u0000")}`;
  const known = optionsByList.get(key);
  if (known) return known;
  const nameOf = countryNamer(lang);
  const collator = intlFormat(Intl.Collator, LOCALES[lang]);
  const options = Object.freeze(
    list
      .map((nationality) =>
        Object.freeze({ code: nationality.code, name: nameOf(nationality.code) ?? nationality.name }),
      )
      .sort((a, b) => collator.compare(a.name, b.name)),
  );
  // The backend's list is the same on nearly every request: naming and sorting its ~200 countries was 3 % of the
  // personal-data step's server CPU (docs/performance.md). A few lists per language at most; the oldest goes first.
  if (optionsByList.size >= MAX_REMEMBERED_LISTS) optionsByList.delete(optionsByList.keys().next().value ?? "");
  optionsByList.set(key, options);
  return options;
}

const MAX_REMEMBERED_LISTS = 12;
const optionsByList = new Map<string, readonly Nationality[]>();

/** One saved nationality as the summary shows it: its country in the page's language, else the code as saved. */
export function nationalityNameOf(code: string | undefined, lang: Language): string | null {
  if (!code) return null;
  return countryNamer(lang)(code) ?? code;
}
