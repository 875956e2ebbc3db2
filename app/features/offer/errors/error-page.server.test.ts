import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { demoRequestContext } from "~/platform/config/demo-context.test-support";
import type { Language } from "~/platform/i18n/languages";
import { type DemoUnderTest, demoUnderTest, TEST_NOW } from "../../../../demo-api/demo.test-support.ts";
import { formatDowntimeEnd, loadOfferErrorPage, type OfferErrorPageData } from "./error-page.server";

let demo: DemoUnderTest;
let calls: string[];
beforeEach(() => {
  demo = demoUnderTest();
  calls = [];
});
afterEach(() => demo.cleanup());

function contextFor(lang: Language = "de") {
  return demoRequestContext(() => demo, {
    lang,
    traceId: "00000000-0000-4000-8000-000000000009",
    onRequest: (request) => calls.push(new URL(request.url).pathname),
  });
}

async function load(path: string, token?: string, lang?: Language) {
  const result = await loadOfferErrorPage(new Request(`http://app.test${path}`), contextFor(lang), token);
  return { page: result.data as OfferErrorPageData, status: result.init?.status };
}

describe("loadOfferErrorPage", () => {
  it("shows the live error of the offer with its status, hotline and downtime end", async () => {
    const { page, status } = await load("/angebot/demo-offer-downtime/fehler?code=DOWNTIME", "demo-offer-downtime");
    expect(status).toBe(503);
    expect(page).toMatchObject({ group: "downtime", reason: "DOWNTIME", retry: true, shopHotline: "0800 5200 123" });
    // The demo's window ends two hours after its clock's now (19:36 UTC), worded in German time (CET).
    expect(page.downtimeUntil).toBe("21. November 2025 um 22:36");
    expect(calls).toEqual(["/api/offer/verify/demo-offer-downtime"]);
  });

  it("answers the backend's status: 404, 410, 401, 403, and a backend's 500 as a gateway's 502", async () => {
    const cases = [
      ["demo-offer-unknown", 404, "notFound"],
      ["demo-offer-expired", 410, "expired"],
      ["demo-offer-cancelled", 410, "cancelled"],
      ["demo-offer-consumed", 409, "consumed"],
      ["demo-offer-login", 401, "unauthorized"],
      ["demo-offer-forbidden", 403, "forbidden"],
      ["demo-offer-server-error", 502, "unexpected"],
    ] as const;
    for (const [token, expected, group] of cases) {
      const { page, status } = await load(`/angebot/${token}/fehler`, token);
      expect({ token, status, group: page.group }).toEqual({ token, status: expected, group });
    }
  });

  it("a stale or forged code does not override the live state", async () => {
    const { page, status } = await load("/angebot/demo-offer-expired/fehler?code=Unexpected", "demo-offer-expired");
    expect({ status, group: page.group, reason: page.reason }).toEqual({
      status: 410,
      group: "expired",
      reason: "OFFER_EXPIRED",
    });
  });

  it("shows a later step's code on an offer that opens, and 'available' without one", async () => {
    const token = "demo-offer-reservation-retry-later";
    const later = await load(`/angebot/${token}/fehler?code=RESERVATION_RETRY_LATER`, token);
    expect(later.status).toBe(422);
    expect(later.page).toMatchObject({ group: "reservationRetryLater", retry: true, token, shopHotline: null });
    const open = await load(`/angebot/${token}/fehler`, token);
    expect(open.status).toBe(200);
    expect(open.page).toMatchObject({ group: "available", reason: null, retry: false });
  });

  it("treats an unknown code as absent and never echoes it", async () => {
    const { page, status } = await load("/angebot/fehler?code=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(status).toBe(200);
    expect(page).toMatchObject({ group: "general", reason: null, token: null });
    expect(JSON.stringify(page)).not.toContain("script");
    expect(calls).toEqual([]);
  });

  it("shows the general page's code text without asking the backend", async () => {
    const { page, status } = await load("/angebot/fehler?code=OFFER_BLOCKED", undefined, "en");
    expect({ status, group: page.group, lang: page.lang }).toEqual({ status: 423, group: "blocked", lang: "en" });
    expect(calls).toEqual([]);
  });
});

describe("formatDowntimeEnd", () => {
  it("words the end in the page's language and German time, and ignores what is not a date", () => {
    const until = new Date(TEST_NOW.getTime() + 2 * 3600_000).toISOString();
    expect(formatDowntimeEnd(until, "de")).toBe("21. November 2025 um 22:36");
    expect(formatDowntimeEnd(until, "tr")).toContain("22:36");
    expect(formatDowntimeEnd("soon", "de")).toBeNull();
    expect(formatDowntimeEnd(undefined, "de")).toBeNull();
  });
});
