// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageContext } from "./events";

const TOKEN = "secret-token-123";

/** A fresh page: the first-load queue (events.ts) as hydration left it, the analytics module not yet loaded. */
async function freshPage() {
  window.dataLayer = [];
  vi.resetModules();
  const events = await import("./events");
  return { ...events, loadDelivery: () => import("./delivery") };
}

function pageAt(pathname: string, key: string, matches: PageContext["matches"] = []): PageContext {
  return {
    location: { pathname, search: "", key },
    matches: matches.length > 0 ? matches : [{ id: "de.termination", pathname, params: {} }],
    language: "de",
    brand: "o2",
    personalisationSrc: null,
  };
}

const events = () => (window.dataLayer ?? []).map((e) => (e as { event?: string }).event ?? e);

beforeEach(() => {
  document.head.innerHTML = "";
});

afterEach(() => {
  window.dataLayer = undefined;
});

describe("before the analytics module has loaded", () => {
  it("pushes nothing, then everything in the order it was tracked", async () => {
    const page = await freshPage();
    page.trackPage(pageAt("/kuendigung", "a"));
    page.track("termination_page_loaded", { label: "none/none/now", useCase: "o2" });
    page.track("termination_teaser_viewed", { label: "none/none/now", useCase: "o2" });
    const unknown = [{ id: "not-found", pathname: `/x/${TOKEN}`, params: { "*": `x/${TOKEN}` } }];
    page.trackAtPath("error_page_shown", unknown, (path) => ({ detail: { status: 404, path } }));
    expect(window.dataLayer).toEqual([]);

    await page.loadDelivery();
    expect(events()).toEqual(["page_view", "termination_page_loaded", "termination_teaser_viewed", "error_page_shown"]);
    expect(JSON.stringify(window.dataLayer)).not.toContain(TOKEN);

    page.track("termination_submit_clicked", { label: "none/none/now", useCase: "o2" });
    expect(events().at(-1)).toBe("termination_submit_clicked");
  });

  it("keeps the page views of two pages and the events between them apart", async () => {
    const page = await freshPage();
    page.trackPage(pageAt("/", "a", [{ id: "de.home", pathname: "/", params: {} }]));
    page.track("termination_cancelled", { label: "x", useCase: "o2" });
    page.trackPage(pageAt("/kuendigung", "b"));
    await page.loadDelivery();
    expect(
      (window.dataLayer ?? []).map((e) => {
        const entry = e as { event: string; page?: { path: string } };
        return entry.page ? `${entry.event} ${entry.page.path}` : entry.event;
      }),
    ).toEqual(["page_view /", "termination_cancelled", "page_view /kuendigung"]);
  });
});

describe("once it has loaded", () => {
  it("pushes a catalogued event with its payload", async () => {
    const page = await freshPage();
    await page.loadDelivery();
    page.track("termination_submitted", { label: "success/Mobilfunk/Regular/now", useCase: "o2" });
    expect(window.dataLayer).toEqual([
      { event: "termination_submitted", label: "success/Mobilfunk/Regular/now", useCase: "o2" },
    ]);
  });

  it("clears the previous ecommerce object before an ecommerce event", async () => {
    const page = await freshPage();
    await page.loadDelivery();
    page.track("view_item_list", { ecommerce: { currency: "EUR", value: 10, items: [] } });
    expect(window.dataLayer?.[0]).toEqual({ ecommerce: null });
    expect(window.dataLayer?.[1]).toMatchObject({ event: "view_item_list" });
  });

  it("warns and pushes nothing for an unknown tracking id", async () => {
    const page = await freshPage();
    await page.loadDelivery();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    page.track("no_such_event" as "termination_submitted", { label: "x", useCase: "o2" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no_such_event"));
    expect(window.dataLayer).toEqual([]);
  });

  it("gives an error page's event the route pattern, never the token", async () => {
    const page = await freshPage();
    await page.loadDelivery();
    const matches = [
      { id: "root", pathname: "/", params: { token: TOKEN } },
      { id: "en.offer-token-error", pathname: `/en/angebot/${TOKEN}/fehler`, params: { token: TOKEN } },
    ];
    page.trackAtPath("error_page_shown", matches, (path) => ({ detail: { status: 500, path } }));
    expect(window.dataLayer).toEqual([
      { event: "error_page_shown", detail: { status: 500, path: "/en/angebot/:token/fehler" } },
    ]);
  });

  it("pushes one page view per address, however often the root commits", async () => {
    const page = await freshPage();
    await page.loadDelivery();
    page.trackPage(pageAt("/kuendigung", "a"));
    page.trackPage(pageAt("/kuendigung", "a"));
    // A navigation to the same address (a new location key) is the same page view.
    page.trackPage(pageAt("/kuendigung", "b"));
    page.trackPage(pageAt("/kuendigung/bestaetigung", "c"));
    expect(events()).toEqual(["page_view", "page_view"]);
  });
});
