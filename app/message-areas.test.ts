import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { messageAreaOf, pageMessages } from "./message-areas";
import { CATALOGUES } from "./messages";
import { ROUTE_TABLE } from "./platform/routing/route-table";

describe("messageAreaOf", () => {
  it.each([
    ["/", "home"],
    ["/en", "home"],
    ["/kuendigung", "termination"],
    ["/tr/selfcarekuendigung/bestaetigung", "termination"],
    ["/angebot", "offerEntry"],
    ["/angebot/abc", "offerShop"],
    ["/angebot/abc/fehler", "offerErrors"],
    ["/en/angebot/abc/login", "offerEntry"],
    ["/angebot/abc/zahlung", "checkout"],
    ["/en/angebot/abc/danke.data", "checkout"],
    ["/en/angebot/preview/abc", "offerPreview"],
    ["/entry/novum", "offerEntry"],
    ["/idv/abc/in-arbeit", "idv"],
    ["/email-ablehnung", "emailRejection"],
    ["/_.data", "home"],
    ["/en/_.data", "home"],
    ["/en.data", "home"],
    ["/kuendigung.data", "termination"],
    ["/tr/angebot/abc.data", "offerShop"],
    ["/gibt-es-nicht", null],
    ["/angebot/a/b/c", null],
  ])("%s → %s", (path, area) => {
    expect(messageAreaOf(path)).toBe(area);
  });
});

describe("messageAreaOf and React Router's matching", () => {
  it("finds the row React Router's matchPath finds, for every row and odd spellings of its path", () => {
    const paths = ROUTE_TABLE.flatMap((row) => {
      const path = row.path.replaceAll(":token", "abc-123");
      return [path, `${path}/`, `${path}//`, path.toUpperCase(), `${path}/extra`, `${path}x`];
    });
    for (const path of paths) {
      const row = ROUTE_TABLE.find((r) => matchPath({ path: r.path, end: true }, path));
      expect([path, messageAreaOf(path)]).toEqual([path, row?.area ?? null]);
    }
  });
});

describe("pageMessages", () => {
  it("sends the platform's keys and the page's area, not the other areas or the gallery", () => {
    const keys = Object.keys(pageMessages(CATALOGUES.de, "termination"));
    expect(keys.some((k) => k.startsWith("termination."))).toBe(true);
    expect(keys.some((k) => k.startsWith("ui."))).toBe(true);
    expect(keys.some((k) => k.startsWith("error."))).toBe(true);
    expect(keys.filter((k) => /^(offer|checkout|idv|home|emailRejection)\.|^ui\.gallery\./.test(k))).toEqual([]);
  });

  it("keeps the checkout's texts off the offer page, and gives the checkout the offer's", () => {
    const offer = Object.keys(pageMessages(CATALOGUES.de, "offerShop"));
    const checkout = Object.keys(pageMessages(CATALOGUES.de, "checkout"));
    expect(offer.filter((k) => k.startsWith("checkout."))).toEqual([]);
    expect(checkout.some((k) => k.startsWith("checkout."))).toBe(true);
    expect(checkout.some((k) => k.startsWith("offer.shop."))).toBe(true);
    expect(checkout.some((k) => k.startsWith("offer.errors."))).toBe(true);
    expect(checkout.filter((k) => /^offer\.(preview|landing|entry|login|page)\./.test(k))).toEqual([]);
  });

  it("gives each offer screen its own texts: the offer page none of the error pages', and the reverse", () => {
    const shop = Object.keys(pageMessages(CATALOGUES.de, "offerShop"));
    const errors = Object.keys(pageMessages(CATALOGUES.de, "offerErrors"));
    expect(shop.some((k) => k.startsWith("offer.shop."))).toBe(true);
    expect(shop.filter((k) => /^offer\.(errors|preview|landing|entry|login)/.test(k))).toEqual([]);
    expect(errors.filter((k) => k.startsWith("offer.shop."))).toEqual([]);
  });

  it("sends the platform's keys alone where no area applies (not-found page)", () => {
    const keys = Object.keys(pageMessages(CATALOGUES.en, null));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((k) => /^(app|error|ui)\./.test(k))).toBe(true);
  });

  it("leaves out no key: every key belongs to the platform or to one area", () => {
    const areas = [
      "home",
      "offerEntry",
      "offerShop",
      "offerPreview",
      "offerErrors",
      "checkout",
      "idv",
      "termination",
      "emailRejection",
      "accessibilityStatement",
    ] as const;
    const covered = new Set([null, ...areas].flatMap((area) => Object.keys(pageMessages(CATALOGUES.de, area))));
    const missing = Object.keys(CATALOGUES.de).filter((k) => !covered.has(k) && !k.startsWith("ui.gallery."));
    expect(missing).toEqual([]);
  });
});
