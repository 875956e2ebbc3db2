import { describe, expect, it } from "vitest";
import { compileCatalogue } from "~/platform/i18n/compile.server";
import { NOINDEX, publicPageMeta, seoTags } from "./seo";

const ORIGIN = "https://www.example-brand.de";

describe("seoTags", () => {
  it("gives a public page its description, a canonical link and alternates for the brand's languages", () => {
    expect(
      seoTags({ origin: ORIGIN, pathname: "/tr/kuendigung", languages: ["de", "tr"], description: "Kündigen" }),
    ).toEqual([
      { name: "description", content: "Kündigen" },
      { tagName: "link", rel: "canonical", href: `${ORIGIN}/tr/kuendigung` },
      { tagName: "link", rel: "alternate", hrefLang: "de", href: `${ORIGIN}/kuendigung` },
      { tagName: "link", rel: "alternate", hrefLang: "tr", href: `${ORIGIN}/tr/kuendigung` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${ORIGIN}/kuendigung` },
    ]);
  });

  it("names the start page by its own path in every language and drops a trailing slash", () => {
    const tags = seoTags({ origin: ORIGIN, pathname: "/en/", languages: ["de", "en"], description: "Start" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/en` });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "de", href: `${ORIGIN}/` });
    const angebot = seoTags({ origin: ORIGIN, pathname: "/angebot/", languages: ["de"], description: "Angebot" });
    expect(angebot).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/angebot` });
  });

  it("keeps every other page, and a language the brand does not offer, out of the index", () => {
    expect(seoTags({ origin: ORIGIN, pathname: "/idv/abc", languages: ["de"], description: null })).toEqual([NOINDEX]);
    expect(seoTags({ origin: ORIGIN, pathname: "/en/kuendigung", languages: ["de"], description: "x" })).toEqual([
      NOINDEX,
    ]);
  });
});

describe("publicPageMeta", () => {
  const root = {
    lang: "tr",
    origin: ORIGIN,
    metaMessages: compileCatalogue({ "termination.meta.description": "{brand} sözleşmenizi feshedin" }),
    brand: { displayName: "AYYILDIZ", languages: ["de", "tr"] },
  };
  const location = { pathname: "/tr/kuendigung", search: "?brand=ayyildiz", hash: "", state: null, key: "k" };
  const meta = publicPageMeta("termination.meta.description");

  it("translates the description with the brand's name from the root's data", () => {
    const tags = meta({ matches: [{ id: "root", loaderData: root }] as never, location, error: undefined });
    expect(tags[0]).toEqual({ name: "description", content: "AYYILDIZ sözleşmenizi feshedin" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/tr/kuendigung` });
  });

  it("keeps an error, or a page without the root's data, out of the index", () => {
    const matches = [{ id: "root", loaderData: root }] as never;
    expect(meta({ matches, location, error: new Error("x") })).toEqual([NOINDEX]);
    expect(meta({ matches: [{ id: "root", loaderData: undefined }] as never, location, error: undefined })).toEqual([
      NOINDEX,
    ]);
  });
});
