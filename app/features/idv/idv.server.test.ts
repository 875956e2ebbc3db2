import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrandSlug } from "~/platform/brand/registry";
import { demoRequestContext } from "~/platform/config/demo-context.test-support";
import type { Language } from "~/platform/i18n/languages";
import { type DemoUnderTest, demoUnderTest } from "../../../demo-api/demo.test-support.ts";
import { IDV_SEEDS } from "../../../demo-api/seed/idv.ts";
import { type IdvActionData, type IdvPageData, loadIdvPage, selectMethodAction } from "./idv.server";
import type { IdvRouteKey } from "./idv-screens";

let demo: DemoUnderTest;
beforeAll(() => {
  demo = demoUnderTest(() => new Date("2025-11-21T12:00:00Z"));
});
afterAll(() => demo.cleanup());

let trace = 0;
/** Each case is its own browser: the demo keeps IDV progress per trace id. */
const newTraceId = () => `00000000-0000-4000-8000-${String(++trace).padStart(12, "0")}`;

type Loaded = { page: IdvPageData; status: number } | { redirect: string };

async function load(
  token: string,
  route: IdvRouteKey,
  options: { lang?: Language; traceId?: string; query?: string; brand?: BrandSlug; cookie?: string } = {},
) {
  // The page's brand is the verification's unless a case says otherwise (another one redirects, see below).
  const context = demoRequestContext(() => demo, {
    lang: options.lang ?? "de",
    traceId: options.traceId ?? newTraceId(),
    brand: options.brand ?? IDV_SEEDS[token]?.brand ?? "o2",
  });
  try {
    const result = await loadIdvPage(
      new Request(`http://app.test/idv/${token}${options.query ?? ""}`, {
        headers: options.cookie ? { cookie: options.cookie } : {},
      }),
      context,
      token,
      route,
    );
    return { page: result.data, status: result.init?.status ?? 200 } as Loaded;
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("location") ?? "" } as Loaded;
    throw thrown;
  }
}

async function choose(token: string, method: string, traceId = newTraceId(), lang: Language = "de") {
  const context = demoRequestContext(() => demo, { lang, traceId });
  const body = new URLSearchParams({ method });
  const result = await selectMethodAction(
    new Request(`http://app.test/idv/${token}`, { method: "POST", body }),
    context,
    token,
  );
  if (result instanceof Response) {
    const cookie = result.headers.get("set-cookie");
    return {
      redirect: result.headers.get("location") ?? "",
      document: result.headers.has("X-Remix-Reload-Document"),
      ...(cookie ? { cookie } : {}),
    };
  }
  return { data: result.data as IdvActionData, status: result.init?.status ?? 200 };
}

describe("IDV loader", () => {
  it("shows the methods the case allows on the main page", async () => {
    const loaded = await load("demo-idv-selection", "idv");
    expect(loaded).toMatchObject({ status: 200, page: { screen: "selection", mixedBasketWithOtp: false } });
    if ("page" in loaded) expect(loaded.page.methods.map((m) => m.id)).toContain("postIdentBranch");
    const otp = await load("demo-idv-otp", "idv");
    expect(otp).toMatchObject({ page: { screen: "selection", mixedBasketWithOtp: true } });
  });

  it.each([
    ["demo-idv-success", "/idv/demo-idv-success/erfolgreich"],
    ["demo-idv-completed", "/idv/demo-idv-completed/abgeschlossen"],
    ["demo-idv-consumed", "/idv/demo-idv-consumed/angenommen"],
    ["demo-idv-expired", "/idv/demo-idv-expired/abgelaufen"],
    ["demo-idv-failed", "/idv/demo-idv-failed/fehlgeschlagen"],
    ["demo-idv-post-ident", "/idv/demo-idv-post-ident/post-ident"],
    ["demo-idv-error-idv-success", "/idv/demo-idv-error-idv-success/erfolgreich"],
    ["demo-idv-error-idv-completed", "/idv/demo-idv-error-idv-completed/abgeschlossen"],
    ["demo-idv-error-no-more-idv-possible", "/idv/demo-idv-error-no-more-idv-possible/fehlgeschlagen"],
    ["demo-idv-error-offer-expired", "/idv/demo-idv-error-offer-expired/abgelaufen"],
    ["demo-idv-error-offer-consumed", "/idv/demo-idv-error-offer-consumed/angenommen"],
  ])("sends %s from the main page to its result", async (token, path) => {
    expect(await load(token, "idv")).toEqual({ redirect: path });
  });

  it("shows a final state again on a revisit, and sends a wrong result page to the right one", async () => {
    const traceId = newTraceId();
    expect(await load("demo-idv-success", "idv-success", { traceId })).toMatchObject({ page: { screen: "success" } });
    expect(await load("demo-idv-success", "idv-success", { traceId })).toMatchObject({ page: { screen: "success" } });
    expect(await load("demo-idv-success", "idv-failed", { lang: "en" })).toEqual({
      redirect: "/en/idv/demo-idv-success/erfolgreich",
    });
    expect(await load("demo-idv-selection", "idv-success")).toEqual({ redirect: "/idv/demo-idv-selection" });
  });

  it.each([
    ["demo-idv-cancelled", "cancelled", 200],
    ["demo-idv-error-offer-cancelled", "cancelled", 200],
    ["demo-idv-no-methods", "noMethods", 200],
    ["demo-idv-error-idv-no-methods-available", "noMethods", 200],
    ["demo-idv-error-reservation-call-hotline", "hotline", 200],
    ["demo-idv-error-technical-problem", "technical", 502],
    ["demo-idv-error-downtime", "downtime", 503],
    ["demo-idv-unknown", "notFound", 404],
    ["demo-idv-server-error", "unexpected", 502],
    ["demo-idv-submitted", "submitted", 200],
  ])("shows %s on the main page as %s", async (token, screen, status) => {
    expect(await load(token, "idv")).toMatchObject({ page: { screen }, status });
  });

  it("words the downtime's end and carries the shop hotline", async () => {
    const loaded = await load("demo-idv-error-downtime", "idv", { lang: "en" });
    expect(loaded).toMatchObject({ page: { shopHotline: "0177 1011 2233", reason: "DOWNTIME" } });
    if ("page" in loaded) expect(loaded.page.downtimeUntil).toMatch(/2025/);
  });

  it("offers the methods again after a failure that may be retried, not after the last one", async () => {
    const retry = await load("demo-idv-failed", "idv-failed");
    expect(retry).toMatchObject({ page: { screen: "failed", retryPossible: true } });
    if ("page" in retry) expect(retry.page.methods.length).toBeGreaterThan(0);
    expect(await load("demo-idv-failed-final", "idv-failed")).toMatchObject({
      page: { screen: "failed", retryPossible: false, methods: [] },
    });
  });

  it("polls on the pending page on a growing, bounded schedule and turns into success", async () => {
    const traceId = newTraceId();
    const first = await load("demo-idv-pending", "idv-pending", { traceId });
    expect(first).toMatchObject({ page: { screen: "pending", poll: { attempt: 0, delaySeconds: 3 } } });
    expect(await load("demo-idv-pending", "idv-pending", { traceId, query: "?abfrage=2" })).toMatchObject({
      page: { poll: { attempt: 2, delaySeconds: 7 } },
    });
    expect(await load("demo-idv-pending", "idv-pending", { traceId, query: "?abfrage=8" })).toEqual({
      redirect: "/idv/demo-idv-pending/erfolgreich",
    });
    const bounded = await load("demo-idv-post-ident", "idv-post-ident");
    expect(bounded).toMatchObject({ page: { screen: "postIdent", coupon: { validUntil: "21. Dezember 2025" } } });
  });
});

describe("IDV selection action", () => {
  it("leads to the provider by a document redirect for video ident, eID and PostIdent online", async () => {
    const answer = await choose("demo-idv-selection", "videoIdent", newTraceId(), "en");
    expect(answer).toMatchObject({
      redirect: expect.stringMatching(/^\/__demo\/idv\/demo-idv-selection\?/),
      document: true,
    });
  });

  it("leads to the coupon for PostIdent at a branch and to the pending page for OTP", async () => {
    expect(await choose("demo-idv-selection", "postIdentBranch")).toEqual({
      redirect: "/idv/demo-idv-selection/post-ident",
      document: false,
    });
    expect(await choose("demo-idv-otp", "otp", newTraceId(), "tr")).toMatchObject({
      redirect: "/tr/idv/demo-idv-otp/in-arbeit",
      document: false,
    });
  });

  it("asks for a choice, refuses a method the case does not offer, and sends a finished case to its result", async () => {
    expect(await choose("demo-idv-selection", "")).toEqual({ data: { problem: "choose", method: null }, status: 400 });
    expect(await choose("demo-idv-selection", "otp")).toEqual({
      data: { problem: "notAvailable", method: "otp" },
      status: 400,
    });
    expect(await choose("demo-idv-success", "eId")).toEqual({
      redirect: "/idv/demo-idv-success/erfolgreich",
      document: false,
    });
    const hotline = await choose("demo-idv-error-reservation-call-hotline", "eId");
    expect(hotline).toMatchObject({ data: { page: { screen: "hotline" } }, status: 200 });
  });
});

/** The demo fails this visitor's next call(s) of a path. */
async function fault(traceId: string, input: Record<string, unknown>) {
  const response = await demo.call("/__demo/faults", { method: "POST", json: { traceId, ...input } });
  expect(response.status).toBe(201);
}

describe("IDV pages in the verification's brand", () => {
  it("shows the page again with ?brand= when the visitor's brand is another", async () => {
    expect(await load("demo-idv-post-ident", "idv-post-ident", { brand: "o2" })).toEqual({
      redirect: "/idv/demo-idv-post-ident/post-ident?brand=spice",
    });
    expect(await load("demo-idv-pending", "idv-pending", { brand: "o2", query: "?abfrage=2", lang: "en" })).toEqual({
      redirect: "/en/idv/demo-idv-pending/in-arbeit?abfrage=2&brand=nova",
    });
  });

  it("sends to a result page in the verification's brand in one redirect", async () => {
    expect(await load("demo-idv-post-ident", "idv", { brand: "o2" })).toEqual({
      redirect: "/idv/demo-idv-post-ident/post-ident?brand=spice",
    });
  });

  it("does not redirect twice when ?brand= did not win (a brand's own host decides first)", async () => {
    const loaded = await load("demo-idv-post-ident", "idv-post-ident", { brand: "blau", query: "?brand=spice" });
    expect(loaded).toMatchObject({ status: 200, page: { screen: "postIdent" } });
  });
});

describe("a failed poll on the pending page", () => {
  it.each([
    ["500", { status: 500 }],
    ["503 maintenance", { status: 503, code: "DOWNTIME" }],
    ["a technical problem", { status: 500, code: "TECHNICAL_PROBLEM" }],
    ["a cut connection", { kind: "abort" }],
  ])("keeps the pending screen and its schedule after %s", async (_, failure) => {
    const traceId = newTraceId();
    await fault(traceId, { method: "GET", path: "/api/idv/demo-idv-pending", ...failure });
    const loaded = await load("demo-idv-pending", "idv-pending", { traceId, query: "?abfrage=2" });
    expect(loaded).toMatchObject({
      status: 200,
      page: { screen: "pending", pollFailed: true, poll: { attempt: 2, delaySeconds: 7 } },
    });
    // The next poll answers again, and the result still arrives.
    expect(await load("demo-idv-pending", "idv-pending", { traceId })).toMatchObject({ page: { pollFailed: false } });
  });

  it("still leads to a real state a poll's code names", async () => {
    const traceId = newTraceId();
    await fault(traceId, { method: "GET", path: "/api/idv/demo-idv-pending", status: 410, code: "OFFER_EXPIRED" });
    expect(await load("demo-idv-pending", "idv-pending", { traceId })).toEqual({
      redirect: "/idv/demo-idv-pending/abgelaufen",
    });
  });
});

describe("the failed page without its methods", () => {
  it("keeps the known failed result when the methods cannot be loaded, without a retry form", async () => {
    const traceId = newTraceId();
    await fault(traceId, { method: "GET", path: "/api/idv/demo-idv-failed/methods", status: 503 });
    expect(await load("demo-idv-failed", "idv-failed", { traceId })).toMatchObject({
      status: 200,
      page: { screen: "failed", retryPossible: true, methods: [], methodsUnavailable: true },
    });
  });

  it("still shows an error on the main page, where the methods are the page", async () => {
    const traceId = newTraceId();
    await fault(traceId, { method: "GET", path: "/api/idv/demo-idv-selection/methods", status: 503 });
    expect(await load("demo-idv-selection", "idv", { traceId })).toMatchObject({ page: { screen: "unexpected" } });
  });
});

describe("a retry from the failed page that fails", () => {
  it("answers the screen a code names (shown in place by the failed route)", async () => {
    const traceId = newTraceId();
    const path = "/api/idv/demo-idv-failed/methods";
    await fault(traceId, { method: "POST", path, status: 503, code: "DOWNTIME", times: 2 });
    expect(await choose("demo-idv-failed", "videoIdent", traceId)).toMatchObject({
      data: { page: { screen: "downtime", reason: "DOWNTIME" } },
      status: 503,
    });
  });

  it("echoes the posted method when the start fails, so the page without JavaScript keeps it", async () => {
    const traceId = newTraceId();
    const path = "/api/idv/demo-idv-failed/methods";
    await fault(traceId, { method: "POST", path, status: 500, times: 2 });
    expect(await choose("demo-idv-failed", "postIdentPhoto", traceId)).toEqual({
      data: { problem: "failed", method: "postIdentPhoto" },
      status: 502,
    });
  });
});

/** A browser that started the OTP: its trace id and the cookie the start set. */
async function startOtp() {
  const traceId = newTraceId();
  const started = await choose("demo-idv-otp", "otp", traceId);
  expect(started).toMatchObject({
    redirect: "/idv/demo-idv-otp/in-arbeit",
    cookie: expect.stringMatching(/^idv_otp=/),
  });
  return { traceId, cookie: "cookie" in started ? (started.cookie ?? "").split(";")[0] : "" };
}

describe("the OTP's pending page", () => {
  it("carries the masked number from the start to the pending page", async () => {
    const { traceId, cookie } = await startOtp();
    expect(await load("demo-idv-otp", "idv-pending", { traceId, cookie })).toMatchObject({
      page: { screen: "pending", selectedMethod: "otp", otpSentTo: "0176 ****5678" },
    });
  });

  it("says it generically without the cookie (another device), or with a forged one", async () => {
    const forged = `idv_otp=${btoa(JSON.stringify({ token: "demo-idv-otp", sentTo: "0900 ****666" }))}`;
    for (const cookie of [undefined, forged]) {
      const { traceId } = await startOtp();
      expect(await load("demo-idv-otp", "idv-pending", { traceId, ...(cookie ? { cookie } : {}) })).toMatchObject({
        page: { selectedMethod: "otp", otpSentTo: null },
      });
    }
  });

  it("keeps the OTP text after a failed poll", async () => {
    const { traceId, cookie } = await startOtp();
    await fault(traceId, { method: "GET", path: "/api/idv/demo-idv-otp", status: 500 });
    expect(await load("demo-idv-otp", "idv-pending", { traceId, cookie })).toMatchObject({
      page: { screen: "pending", pollFailed: true, selectedMethod: "otp", otpSentTo: "0176 ****5678" },
    });
  });
});
