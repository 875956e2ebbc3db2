import { describe, expect, it } from "vitest";
import { answer, post, withDemoBackend } from "./action.test-support";
import { terminationAction } from "./termination.server";

// The default form's action against the demo backend in memory.
const demo = withDemoBackend();

const REGULAR = {
  submissionId: "11111111-2222-4333-8444-555555555555",
  serviceType: "mobile",
  cancellationType: "Regular",
  firstName: " Erika ",
  lastName: "Mustermann",
  customerNumber: "5550100",
  selectTerminationDate: "now",
  email: "erika@example.de",
};

describe("the default form's action", () => {
  it("maps the form onto the contract's request and confirms with a signed receipt", async () => {
    const result = await answer(await terminationAction(post("/kuendigung", REGULAR), demo.contextFor()));
    expect(result.redirect).toBe("/kuendigung/bestaetigung");
    expect(result.cookie).toMatch(/^termination_receipt=/);
    const [sent] = await demo.journal(`/api/o2/contracttermination/${REGULAR.submissionId}`);
    expect(sent?.status).toBe(200);
  });

  it("sends the trimmed customer, reason None for a regular termination, and now without a date choice", async () => {
    const { selectTerminationDate: _, ...withoutChoice } = REGULAR;
    const result = await answer(await terminationAction(post("/kuendigung", withoutChoice), demo.contextFor()));
    expect(result.redirect).toBe("/kuendigung/bestaetigung");
    const [record] = demo.submissions();
    const earliest = (await (await demo.call("/api/o2/contracttermination/config")).json()).serviceTypes[0];
    expect(record).toMatchObject({
      id: REGULAR.submissionId,
      cancellationType: "Regular",
      reason: "None",
      effectiveDate: earliest.earliestTerminationDate,
      customer: { firstName: "Erika", customerNumber: "5550100", email: "erika@example.de" },
    });
  });

  it("answers the schema's problems on their fields, with every entry and the ids kept", async () => {
    const result = await answer(
      await terminationAction(
        post("/kuendigung", { ...REGULAR, email: "erika.example.de", firstName: "" }),
        demo.contextFor(),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      status: "invalid",
      errors: { firstName: "termination.error.required", email: "termination.error.email" },
      values: { email: "erika.example.de", submissionId: REGULAR.submissionId },
    });
  });

  it("accepts an extraordinary termination whose reason asks for a proof without one", async () => {
    const special = { ...REGULAR, cancellationType: "Special", reason: "SterbefallVertragsinhaber" };
    const result = await answer(await terminationAction(post("/kuendigung", special), demo.contextFor()));
    expect(result.redirect).toBe("/kuendigung/bestaetigung");
  });

  it("puts the backend's field errors on the form's fields, with a new key for the corrected post", async () => {
    const foreign = { ...REGULAR, uploadIds: "UP-of-another-submission" };
    const result = await answer(await terminationAction(post("/kuendigung", foreign), demo.contextFor()));
    expect(result).toMatchObject({
      status: 400,
      data: { status: "invalid", errors: { proof: "termination.error.proofType" } },
    });
    const [sent] = await demo.journal(`/api/o2/contracttermination/${REGULAR.submissionId}`);
    expect(result.data?.values.idempotencyKey).not.toBe(sent?.idempotencyKey);
  });

  it("answers 413 on the upload as the proof's size", async () => {
    await demo.call("/__demo/faults", {
      method: "POST",
      json: { method: "POST", path: `/api/o2/contracttermination/upload/${REGULAR.submissionId}`, status: 413 },
    });
    const proof = new File(["%PDF-1.4"], "abmeldung.pdf", { type: "application/pdf" });
    const special = { ...REGULAR, cancellationType: "Special", reason: "UmzugInland", proof };
    const result = await answer(await terminationAction(post("/kuendigung", special), demo.contextFor()));
    expect(result.data).toMatchObject({ status: "invalid", errors: { proof: "termination.error.proofSize" } });
  });

  it("uploads a proof once and sends its id with the declaration", async () => {
    const proof = new File(["%PDF-1.4"], "abmeldung.pdf", { type: "application/pdf" });
    const special = { ...REGULAR, cancellationType: "Special", reason: "UmzugInland", proof };
    const result = await answer(await terminationAction(post("/kuendigung", special), demo.contextFor()));
    expect(result.redirect).toBe("/kuendigung/bestaetigung");
    expect(await demo.journal(`/api/o2/contracttermination/upload/${REGULAR.submissionId}`)).toHaveLength(1);
  });

  it("shows the combined-advantage notice once: the answer carries a new key, and the next post sends", async () => {
    const combined = { ...REGULAR, customerNumber: "100200300" };
    const notice = await answer(await terminationAction(post("/kuendigung", combined), demo.contextFor()));
    expect(notice.data).toMatchObject({ status: "notice", notice: { kind: "combinedAdvantage" } });
    const values = notice.data?.values ?? {};
    // The form posts back what it was given plus the notice as seen (KeptFields).
    const again = {
      ...combined,
      idempotencyKey: String(values.idempotencyKey),
      acknowledgedNotices: "combinedAdvantage",
    };
    const sent = await answer(await terminationAction(post("/kuendigung", again), demo.contextFor()));
    expect(sent.redirect).toBe("/kuendigung/bestaetigung");
  });

  it("keeps the submission id and key across a failure, and the retry terminates once", async () => {
    const path = `/api/o2/contracttermination/${REGULAR.submissionId}`;
    // The declaration reaches the backend, but the answer is lost twice (the call and the client's retry).
    await demo.call("/__demo/faults", {
      method: "POST",
      json: { method: "POST", path, status: 503, phase: "after", times: 2 },
    });
    const failed = await answer(await terminationAction(post("/kuendigung", REGULAR), demo.contextFor()));
    expect(failed).toMatchObject({
      status: 502,
      data: { status: "failed", message: "termination.error.submitFailed" },
    });
    const kept = failed.data?.values ?? {};
    expect(kept.submissionId).toBe(REGULAR.submissionId);
    const retry = { ...REGULAR, idempotencyKey: String(kept.idempotencyKey) };
    expect((await answer(await terminationAction(post("/kuendigung", retry), demo.contextFor()))).redirect).toBe(
      "/kuendigung/bestaetigung",
    );
    const keys = new Set((await demo.journal(path)).map((entry) => entry.idempotencyKey));
    expect(keys).toEqual(new Set([kept.idempotencyKey]));
  });

  it("answers a configuration that cannot load with the failure and the entries", async () => {
    await demo.call("/__demo/faults", {
      method: "POST",
      json: { path: "/api/o2/contracttermination/config", status: 500 },
    });
    const result = await answer(await terminationAction(post("/kuendigung", REGULAR), demo.contextFor()));
    expect(result).toMatchObject({ status: 502, data: { status: "failed", values: { firstName: " Erika " } } });
  });
});
