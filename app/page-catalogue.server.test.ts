import { describe, expect, it } from "vitest";
import { documentCatalogueOf, pageCatalogue } from "./page-catalogue.server";

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
