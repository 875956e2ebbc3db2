import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "~/platform/routing/route-table";
import { LANGUAGES, localizePath } from "../i18n/languages";
import { NOT_FOUND_PATTERN, pageViewEvent, trackedPath } from "./page-events";

const TOKEN = "aZ3-secret_Token.9";

describe("trackedPath", () => {
  it.each(LANGUAGES)("gives every route's pattern in %s, never the token", (lang) => {
    for (const row of ROUTE_TABLE) {
      const pattern = localizePath(row.path, lang);
      const pathname = pattern.replace(":token", encodeURIComponent(TOKEN));
      const params = row.path.includes(":token") ? { token: TOKEN } : {};
      const tracked = trackedPath([
        { id: "root", pathname: "/", params },
        { id: `${lang}.${row.key}`, pathname, params },
      ]);
      expect(tracked).toBe(pattern);
      expect(tracked).not.toContain(TOKEN);
    }
  });

  it("replaces an encoded token too", () => {
    const params = { token: "a b/c" };
    expect(trackedPath([{ id: "de.offer", pathname: "/angebot/a%20b%2Fc", params }])).toBe("/angebot/:token");
  });

  it("keeps the token out even when it equals a word of the path", () => {
    const params = { token: "zahlung" };
    expect(trackedPath([{ id: "de.offer-payment", pathname: "/angebot/zahlung/zahlung", params }])).not.toContain(
      "zahlung/zahlung",
    );
  });

  it("does not track the raw path of an unknown page", () => {
    expect(
      trackedPath([
        { id: "root", pathname: "/", params: {} },
        { id: "not-found", pathname: "/x/y", params: { "*": "x/y" } },
      ]),
    ).toBe(NOT_FOUND_PATTERN);
    expect(trackedPath([])).toBe(NOT_FOUND_PATTERN);
  });
});

describe("pageViewEvent", () => {
  it("carries the pattern, language, brand and the fixed labels", () => {
    const matches = [{ id: "de.offer-payment", pathname: `/angebot/${TOKEN}/zahlung`, params: { token: TOKEN } }];
    expect(pageViewEvent({ matches, language: "de", brand: "o2" })).toEqual({
      page: {
        path: "/angebot/:token/zahlung",
        language: "de",
        brand: "o2",
        application: "permissions",
        loginStatus: "no",
      },
    });
  });
});
