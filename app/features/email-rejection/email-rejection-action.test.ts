import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApiClient } from "~/platform/api/client";
import { apiClientContext } from "~/platform/config/context";
import { DEMO_TEST_CONFIG, demoRequestContext } from "~/platform/config/demo-context.test-support";
import { type DemoUnderTest, demoUnderTest } from "../../../demo-api/demo.test-support.ts";
import { type EmailRejectionData, emailRejectionAction, loadEmailRejection } from "./email-rejection.server";

const TRACE_ID = "00000000-0000-4000-8000-000000000009";
let demo: DemoUnderTest;
beforeEach(() => {
  demo = demoUnderTest(() => new Date());
});
afterEach(() => demo.cleanup());

function context(brand: "o2" | "blau" = "o2") {
  return demoRequestContext(() => demo, { brand, traceId: TRACE_ID });
}

function request(query: string, init: { method?: string; cookie?: string } = {}) {
  const headers = new Headers(init.cookie ? { cookie: init.cookie } : {});
  return new Request(`http://app.test/email-ablehnung${query}`, { method: init.method ?? "GET", headers });
}

/** A loader's or action's answer: state and status, or where it redirects with which cookie. */
function answer(result: unknown) {
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("location"),
      cookie: result.headers.get("set-cookie"),
    };
  }
  const { data, init } = result as { data: EmailRejectionData; init: ResponseInit | null };
  return { state: data.state, status: init?.status ?? 200 };
}

async function declinePosts() {
  const journal = (await (await demo.call(`/__demo/requests?traceId=${TRACE_ID}`)).json()) as {
    method: string;
    path: string;
  }[];
  return journal.filter((entry) => entry.method === "POST" && entry.path === "/api/declinemail").length;
}

const LINK = "?token=demo-decline-mail&brand=o2";

describe("e-mail rejection", () => {
  it("declines nothing when the link is opened", async () => {
    expect(answer(loadEmailRejection(request(LINK), context()))).toEqual({ state: "confirm", status: 200 });
    expect(await declinePosts()).toBe(0);
  });

  it("declines once on the button, redirects to the same address with the proof, and a reload confirms", async () => {
    const posted = answer(await emailRejectionAction(request(LINK, { method: "POST" }), context()));
    expect(posted).toMatchObject({ status: 303, location: `/email-ablehnung${LINK}` });
    expect(posted.cookie).toContain("HttpOnly");
    expect(await declinePosts()).toBe(1);

    const cookie = posted.cookie?.split(";", 1)[0] ?? "";
    expect(answer(loadEmailRejection(request(LINK, { cookie }), context()))).toEqual({
      state: "declined",
      status: 200,
    });
    const again = answer(await emailRejectionAction(request(LINK, { method: "POST", cookie }), context()));
    expect(again).toMatchObject({ status: 303, location: `/email-ablehnung${LINK}` });
    expect(await declinePosts()).toBe(1);
  });

  it("confirms a link another browser already declined (the backend answers alreadyDeclined)", async () => {
    await emailRejectionAction(request(LINK, { method: "POST" }), context());
    const second = answer(await emailRejectionAction(request(LINK, { method: "POST" }), context()));
    expect(second).toMatchObject({ status: 303 });
    expect(second.cookie).toContain("email_rejection=");
  });

  it.each([
    ["an expired link", "?token=demo-decline-mail-expired&brand=o2", "expired", 410],
    ["an unknown link", "?token=demo-decline-unknown&brand=o2", "unknown", 404],
    ["a link with another brand", "?token=demo-decline-mail&brand=blau", "unknown", 404],
  ])("answers %s with its own screen", async (_, query, state, status) => {
    expect(answer(await emailRejectionAction(request(query, { method: "POST" }), context()))).toEqual({
      state,
      status,
    });
  });

  it.each([
    ["no token", "?brand=o2"],
    ["an empty token", "?token=&brand=o2"],
    ["an odd token", "?token=%3Cscript%3Ealert(1)%3C%2Fscript%3E&brand=o2"],
    ["a long token", `?token=${"a".repeat(129)}&brand=o2`],
    ["a brand that is none of ours", "?token=demo-decline-mail&brand=evil"],
  ])("shows an invalid link for %s and never calls the backend", async (_, query) => {
    expect(answer(loadEmailRejection(request(query), context()))).toEqual({ state: "invalid", status: 400 });
    expect(answer(await emailRejectionAction(request(query, { method: "POST" }), context()))).toEqual({
      state: "invalid",
      status: 400,
    });
    expect(await declinePosts()).toBe(0);
  });

  it("takes the page's brand when the link names none", async () => {
    const posted = answer(
      await emailRejectionAction(request("?token=demo-decline-mail-blau", { method: "POST" }), context("blau")),
    );
    expect(posted).toMatchObject({ status: 303 });
  });

  it("keeps the button for a retry when the backend fails, and the retry declines", async () => {
    await demo.call("/__demo/faults", { method: "POST", json: { path: "/api/declinemail", status: 503, times: 2 } });
    const failed = answer(await emailRejectionAction(request(LINK, { method: "POST" }), context()));
    expect(failed).toEqual({ state: "failed", status: 502 });
    const retried = answer(await emailRejectionAction(request(LINK, { method: "POST" }), context()));
    expect(retried).toMatchObject({ status: 303 });
  });

  it("treats a network failure as a failure to retry, not a crash", async () => {
    const provider = context();
    const offline = createApiClient({
      baseUrl: DEMO_TEST_CONFIG.apiBaseUrl,
      traceId: TRACE_ID,
      fetch: () => Promise.reject(new TypeError("fetch failed")),
    });
    provider.set(apiClientContext, () => offline);
    expect(answer(await emailRejectionAction(request(LINK, { method: "POST" }), provider))).toEqual({
      state: "failed",
      status: 502,
    });
  });
});
