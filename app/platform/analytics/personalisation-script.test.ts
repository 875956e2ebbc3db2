// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const SRC = "https://cdn.dynamicyield.com/api/877/api_dynamic.js";

function gtag(...args: unknown[]): void {
  (function push(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag pushes exactly this object
    window.dataLayer?.push(arguments);
  })(...args);
}

/** A fresh page: new data layer with the platform's defaults, the hook module loaded anew. */
async function page() {
  window.dataLayer = [];
  gtag("consent", "default", { ad_storage: "denied", ad_personalization: "denied" });
  vi.resetModules();
  const { showPersonalisation } = await import("./personalisation-script");
  /** The first page shown, and a `rerender` that shows the next (as the root's commits do). */
  return (location: { pathname: string; key: string }, src: string | null = SRC) => {
    showPersonalisation(src, location);
    return { rerender: (next: { pathname: string; key: string }) => showPersonalisation(src, next) };
  };
}

const scripts = () => Array.from(document.head.querySelectorAll("script"), (s) => s.getAttribute("src"));

beforeEach(() => {
  document.head.innerHTML = "";
});

afterEach(() => {
  window.dataLayer = undefined;
});

describe("showPersonalisation", () => {
  it("never adds the script without consent, even on a kuendigung path and after page changes", async () => {
    const mount = await page();
    const { rerender } = mount({ pathname: "/kuendigung", key: "a" });
    rerender({ pathname: "/kuendigung", key: "b" });
    rerender({ pathname: "/en/selfcarekuendigung", key: "c" });
    expect(scripts()).toEqual([]);
  });

  it("adds it once the consent manager grants, then again on every page change, and stops on withdrawal", async () => {
    const mount = await page();
    const { rerender } = mount({ pathname: "/kuendigung", key: "a" });
    gtag("consent", "update", { ad_storage: "granted", ad_personalization: "granted" });
    expect(scripts()).toEqual([SRC]);
    const first = document.getElementById("personalisation-script");

    rerender({ pathname: "/kuendigung", key: "b" });
    expect(scripts()).toEqual([SRC]);
    expect(document.getElementById("personalisation-script")).not.toBe(first);

    gtag("consent", "update", { ad_personalization: "denied" });
    expect(scripts()).toEqual([]);
    rerender({ pathname: "/kuendigung", key: "c" });
    expect(scripts()).toEqual([]);
  });

  it("knows a grant pushed before the app started", async () => {
    const mount = await page();
    gtag("consent", "update", { ad_personalization: "granted" });
    mount({ pathname: "/kuendigung", key: "a" });
    expect(scripts()).toEqual([SRC]);
  });

  it("runs the same page once, however often the root commits it", async () => {
    const mount = await page();
    gtag("consent", "update", { ad_personalization: "granted" });
    const { rerender } = mount({ pathname: "/kuendigung", key: "a" });
    const first = document.getElementById("personalisation-script");
    rerender({ pathname: "/kuendigung", key: "a" });
    expect(document.getElementById("personalisation-script")).toBe(first);
  });

  it("never adds it on other paths, consent or not", async () => {
    const mount = await page();
    gtag("consent", "update", { ad_personalization: "granted" });
    const { rerender } = mount({ pathname: "/", key: "a" });
    rerender({ pathname: "/angebot", key: "b" });
    expect(scripts()).toEqual([]);
  });

  it("follows Usercentrics' UC_CONSENT event for the personalisation service", async () => {
    const mount = await page();
    mount({ pathname: "/kuendigung", key: "a" });
    const detail = (given: boolean) => ({
      consent: { status: given ? "ALL_ACCEPTED" : "ALL_DENIED", type: "EXPLICIT" },
      services: { x1: { name: "Dynamic Yield", category: "marketing", consent: { given, type: "EXPLICIT" } } },
      categories: {},
    });
    window.dispatchEvent(new CustomEvent("UC_CONSENT", { detail: detail(true) }));
    expect(scripts()).toEqual([SRC]);
    window.dispatchEvent(new CustomEvent("UC_CONSENT", { detail: detail(false) }));
    expect(scripts()).toEqual([]);
  });

  it("keeps the data layer's own push working for everyone else", async () => {
    const mount = await page();
    mount({ pathname: "/kuendigung", key: "a" });
    window.dataLayer?.push({ event: "x" });
    expect(window.dataLayer?.at(-1)).toEqual({ event: "x" });
    expect(window.dataLayer).toHaveLength(2);
  });
});
