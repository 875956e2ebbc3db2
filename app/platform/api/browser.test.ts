// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBrowserApiClient } from "./browser.ts";
import { getOffer } from "./endpoints/get-offer.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the browser's client", () => {
  it("sends no bearer, whatever local storage or the page's cookies hold: no script holds the login's", async () => {
    const authorizations: (string | null)[] = [];
    vi.stubGlobal("fetch", async (request: Request) => {
      authorizations.push(request.headers.get("authorization"));
      return Response.json({ code: "NOT_FOUND", message: "-" }, { status: 404 });
    });
    // What an earlier version of the page left behind.
    localStorage.setItem("auth_token", "demo-access-stale");
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie written by a script is what this test plants
    document.cookie = "auth_token=demo-access-stale; path=/";
    await getOffer(createBrowserApiClient(), "demo-offer-login").catch(() => undefined);
    expect(authorizations).toEqual([null]);
  });
});
