import { describe, expect, it } from "vitest";
import { answer, post, withDemoBackend } from "./action.test-support";
import { loadSelfcareError, loadSelfcareRoute, selfcareAction, selfcareErrorStatus } from "./selfcare.server";

// The self-care form's action against the demo backend in memory.
const demo = withDemoBackend();

describe("the self-care action", () => {
  const SELFCARE = {
    submissionId: "66666666-2222-4333-8444-555555555555",
    cancellationType: "Regular",
    email: "neu@example.de",
  };
  const url = "/selfcarekuendigung?data=demo-selfcare-mobile";

  it("takes the contract from the link and confirms", async () => {
    const result = await answer(await selfcareAction(post(url, SELFCARE), demo.contextFor()));
    expect(result.redirect).toBe("/selfcarekuendigung/bestaetigung");
  });

  it("keeps a failed submit on the form with the ids, and the retry terminates once", async () => {
    const path = `/api/o2/prefilledcontracttermination/${SELFCARE.submissionId}`;
    await demo.call("/__demo/faults", { method: "POST", json: { method: "POST", path, status: 500, times: 2 } });
    const failed = await answer(await selfcareAction(post(url, SELFCARE), demo.contextFor()));
    expect(failed).toMatchObject({ status: 502, data: { status: "failed", values: { email: "neu@example.de" } } });
    const retry = { ...SELFCARE, idempotencyKey: String(failed.data?.values.idempotencyKey) };
    expect((await answer(await selfcareAction(post(url, retry), demo.contextFor()))).redirect).toBe(
      "/selfcarekuendigung/bestaetigung",
    );
  });

  it("keeps the entries when the link cannot be read just now, instead of leaving the form", async () => {
    await demo.call("/__demo/faults", {
      method: "POST",
      json: { method: "GET", path: "/api/o2/prefilledcontracttermination/prefill", status: 503 },
    });
    const result = await answer(await selfcareAction(post(url, SELFCARE), demo.contextFor()));
    expect(result).toMatchObject({ status: 502, data: { status: "failed", values: { email: "neu@example.de" } } });
  });

  it("leads to the error page with the choices when the link no longer works", async () => {
    await demo.call("/__demo/faults", {
      method: "POST",
      json: { method: "POST", path: `/api/o2/prefilledcontracttermination/${SELFCARE.submissionId}`, status: 410 },
    });
    const result = await answer(await selfcareAction(post(url, SELFCARE), demo.contextFor()));
    expect(result.redirect).toBe(
      "/selfcarekuendigung/error?reason=expired&data=demo-selfcare-mobile&after=submit&service=mobile&type=Regular&date=now",
    );
  });

  it("tells the customer whose link stopped working before the submit that nothing was sent", async () => {
    await demo.call("/__demo/faults", {
      method: "POST",
      json: { method: "GET", path: "/api/o2/prefilledcontracttermination/prefill", status: 410 },
    });
    const result = await selfcareAction(
      post(url, { ...SELFCARE, selectTerminationDate: "later" }),
      demo.contextFor(),
    ).catch((thrown: unknown) => thrown);
    // after=submit makes the page say "not sent"; data= names the link whose draft the default form takes over.
    expect(result instanceof Response && result.headers.get("location")).toBe(
      "/selfcarekuendigung/error?reason=expired&data=demo-selfcare-mobile&after=submit&type=Regular&date=later",
    );
    expect(await demo.journal(`/api/o2/prefilledcontracttermination/${SELFCARE.submissionId}`)).toEqual([]);
  });

  it("shows the first receipt when the customer goes back and sends the same link again", async () => {
    const first = await answer(await selfcareAction(post(url, SELFCARE), demo.contextFor()));
    const cookie = String(first.cookie).split(";")[0] ?? "";
    const again = { ...SELFCARE, submissionId: "77777777-2222-4333-8444-555555555555" };
    const second = await selfcareAction(post(url, again, { cookie }), demo.contextFor()).catch((thrown) => thrown);
    expect(second instanceof Response && second.headers.get("location")).toBe(
      "/selfcarekuendigung/bestaetigung?erneut=1",
    );
    expect(await demo.journal(`/api/o2/prefilledcontracttermination/${again.submissionId}`)).toEqual([]);
    // The form itself leads there too; another link of the same browser is not affected.
    const page = await loadSelfcareRoute(
      new Request(`http://app.test${url}`, { headers: { cookie } }),
      demo.contextFor(),
    ).catch((thrown) => thrown);
    expect(page instanceof Response && page.headers.get("location")).toBe("/selfcarekuendigung/bestaetigung?erneut=1");
    const other = await loadSelfcareRoute(
      new Request("http://app.test/selfcarekuendigung?data=demo-selfcare-data", { headers: { cookie } }),
      demo.contextFor(),
    );
    expect(other).toMatchObject({ status: "ready" });
  });

  it("checks the self-care fields with the same schema", async () => {
    const result = await answer(
      await selfcareAction(post(url, { ...SELFCARE, cancellationType: "" }), demo.contextFor()),
    );
    expect(result.data).toMatchObject({ status: "invalid", errors: { cancellationType: "termination.error.choose" } });
  });
});

describe("the self-care error page's status", () => {
  const status = (query: string) =>
    selfcareErrorStatus(new Request(`http://app.test/selfcarekuendigung/error${query}`));

  it("answers a backend failure as a gateway (502), a dead link as 404 or 410", () => {
    expect(status("?reason=failed&data=demo-selfcare-mobile")).toBe(502);
    expect(status("?reason=unknown")).toBe(404);
    expect(status("?reason=expired&after=submit")).toBe(410);
  });

  it("answers an explanation with 200: a missing link, an address without a known reason", () => {
    expect(status("?reason=missing")).toBe(200);
    expect(status("?reason=%3Cb%3Ex")).toBe(200);
    expect(status("")).toBe(200);
  });
});

describe("the self-care error page", () => {
  const load = (query: string) =>
    loadSelfcareError(new Request(`http://app.test/selfcarekuendigung/error${query}`), demo.contextFor());

  it("explains a missing link, as its status says, when the address names no known reason", async () => {
    expect(await load("?reason=%3Cscript%3E")).toMatchObject({ reason: "missing", retryToken: null });
    expect(await load("")).toMatchObject({ reason: "missing" });
  });

  it("offers the link's draft to the default form only after a submit, and only a well-formed token", async () => {
    expect(await load("?reason=expired&data=demo-selfcare-mobile&after=submit")).toMatchObject({
      afterSubmit: true,
      draftToken: "demo-selfcare-mobile",
      retryToken: null,
    });
    expect(await load("?reason=expired&data=demo-selfcare-mobile")).toMatchObject({ draftToken: null });
    expect(await load("?reason=expired&data=%3Cb%3E&after=submit")).toMatchObject({ draftToken: null });
  });
});
