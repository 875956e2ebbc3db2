import { describe, expect, it } from "vitest";
import { catalogueOfFile, documentCatalogueOf, pageCatalogue } from "./page-catalogue.server";

describe("pageCatalogue", () => {
  it("compiles a language and area once and carries the same messages as JSON", () => {
    const catalogue = pageCatalogue("en", "termination");
    expect(pageCatalogue("en", "termination")).toBe(catalogue);
    expect(JSON.parse(catalogue.json)).toEqual(catalogue.messages);
    expect(Object.keys(catalogue.messages).some((key) => key.startsWith("termination."))).toBe(true);
    expect(Object.keys(catalogue.messages).some((key) => key.startsWith("offer."))).toBe(false);
  });

  it("gives the root's data the search engines' entries only", () => {
    const { messages, metaMessages } = pageCatalogue("de", "termination");
    expect(Object.keys(metaMessages)).toEqual(["termination.meta.description"]);
    expect(metaMessages["termination.meta.description"]).toEqual(messages["termination.meta.description"]);
  });

  it("finds a document's catalogue by its path", () => {
    expect(documentCatalogueOf("/tr/kuendigung")).toBe(pageCatalogue("tr", "termination"));
    expect(documentCatalogueOf("/angebot/abc")).toBe(pageCatalogue("de", "offerShop"));
    expect(documentCatalogueOf("/gibt-es-nicht")).toBe(pageCatalogue("de", null));
  });
});

describe("a catalogue's file", () => {
  it("has an address that names language, area and content", () => {
    expect(pageCatalogue("tr", "termination").url).toMatch(/^\/i18n\/tr\.termination\.[\w-]{16}\.json$/);
    expect(pageCatalogue("de", null).url).toMatch(/^\/i18n\/de\.platform\.[\w-]{16}\.json$/);
    expect(pageCatalogue("de", "termination").url).not.toBe(pageCatalogue("en", "termination").url);
    expect(pageCatalogue("de", "idv").url).not.toBe(pageCatalogue("de", "termination").url);
  });

  it("is found by its address, the platform's one too", () => {
    for (const catalogue of [pageCatalogue("en", "checkout"), pageCatalogue("de", null)]) {
      expect(catalogueOfFile(catalogue.url)).toBe(catalogue);
    }
  });

  it("is not found by an address of another build, language or area, nor by a malformed one", () => {
    const { url } = pageCatalogue("de", "termination");
    const others = [
      url.replace(/\.[\w-]{16}\.json$/, ".AAAAAAAAAAAAAAAA.json"),
      url.replace("/de.", "/fr."),
      url.replace(".termination.", ".toString."),
      url.replace(".termination.", ".__proto__."),
      url.replace(".json", ".js"),
      `${url}.json`,
      "/i18n/de.termination",
      "/i18n/",
      "/i18n/../../etc/passwd",
      url.toUpperCase(),
    ];
    for (const address of others) expect(catalogueOfFile(address), address).toBeNull();
  });
});
