import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { demoJournal, injectFault } from "../../../demo-api/demo.test-support.ts";
import { demoForFile } from "../../../demo-api/demo-per-file.test-support.ts";
import { createApiClient } from "./client.ts";
import { acceptOffer } from "./endpoints/accept-offer.ts";
import { downloadTermination } from "./endpoints/download-termination.ts";
import { getOfferDocument } from "./endpoints/get-offer-document.ts";
import { getTerminationConfig } from "./endpoints/get-termination-config.ts";
import { submitTermination } from "./endpoints/submit-termination.ts";
import { uploadTerminationDocument } from "./endpoints/upload-termination-document.ts";
import { validateIban } from "./endpoints/validate-iban.ts";
import { randomUuid } from "./trace-id.ts";
import type { TerminationRequest } from "./types.ts";

// The client against the real demo server over HTTP: retry counts, Retry-After, binary payloads.
const demo = demoForFile({ expectNoViolations: true });

const journal = (traceId: string) => demoJournal(demo().url, traceId);
const fault = (input: Parameters<typeof injectFault>[1]) => injectFault(demo().url, input);

function client(options: { sleep?: (ms: number) => Promise<void> } = {}) {
  const traceId = randomUuid();
  return { traceId, api: createApiClient({ baseUrl: demo().url, ...options, traceId }) };
}

const request: TerminationRequest = {
  serviceType: "mobile",
  cancellationType: "Regular",
  selectTerminationDate: "now",
  customer: { firstName: "Max", lastName: "Mustermann", customerNumber: "100200999", email: "max@example.de" },
};

function terminationLines(id: string): number {
  const lines = readFileSync(join(demo().dataDir, "submissions.jsonl"), "utf8").trim().split("\n");
  return lines.filter((line) => line.includes('"type":"termination"') && line.includes(id)).length;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("expected the call to fail"),
    (error: unknown) => error,
  );
}

describe("retries", () => {
  it("sends a POST answered 503 once twice, with the same key, and it acts once", async () => {
    const { api, traceId } = client();
    const id = randomUuid();
    await fault({ method: "POST", path: `/api/o2/contracttermination/${id}`, status: 503, phase: "after" });
    const result = await submitTermination(api, { brand: "o2", submissionId: id, request });
    expect(result.status).toBe("received");
    const posts = await journal(traceId);
    expect(posts.map((e) => [e.status, e.replayed])).toEqual([
      [503, false],
      [200, true],
    ]);
    expect(posts[1]?.idempotencyKey).toBe(posts[0]?.idempotencyKey);
    expect(terminationLines(id)).toBe(1);
  });

  it("sends a GET answered 503 once", async () => {
    const { api, traceId } = client();
    await fault({ method: "GET", path: "/api/o2/contracttermination/config", status: 503 });
    expect(await rejection(getTerminationConfig(api, "o2"))).toMatchObject({ status: 503 });
    expect(await journal(traceId)).toHaveLength(1);
  });

  it("retries a 409 conflict once and then reports it", async () => {
    const { api, traceId } = client();
    const error = await rejection(
      acceptOffer(api, "demo-offer-consumed", {
        paymentMethod: "sepa",
        consents: { termsAccepted: true, privacyNoticeAcknowledged: true },
        acknowledgedDocumentIds: [],
      }),
    );
    expect(error).toMatchObject({ kind: "NotAccessible", status: 409, code: "OFFER_CONSUMED" });
    expect((await journal(traceId)).map((e) => e.status)).toEqual([409, 409]);
  });

  it("honours Retry-After on 503", async () => {
    const { api, traceId } = client();
    await fault({ method: "POST", path: "/api/validation/o2/iban", status: 503, retryAfter: 1 });
    const started = performance.now();
    await validateIban(api, { brand: "o2", iban: "DE89370400440532013000" });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(1900);
    expect((await journal(traceId)).map((e) => e.status)).toEqual([503, 200]);
  });

  it("waits at most 2 s however long Retry-After on 429 is", async () => {
    const waits: number[] = [];
    const { api, traceId } = client({
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await fault({ method: "POST", path: "/api/validation/o2/iban", status: 429, retryAfter: 3600 });
    await validateIban(api, { brand: "o2", iban: "DE89370400440532013000" });
    expect(waits).toEqual([2000]);
    expect(await journal(traceId)).toHaveLength(2);
  });
});

describe("binary payloads", () => {
  it("uploads a proof as multipart and downloads the declaration as PDF", async () => {
    const { api } = client();
    const id = randomUuid();
    const proof = new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x0a])], { type: "application/pdf" });
    const uploaded = await uploadTerminationDocument(api, {
      brand: "o2",
      submissionId: id,
      file: proof,
      fileName: "nachweis.pdf",
    });
    expect(uploaded).toMatchObject({ fileName: "nachweis.pdf", contentType: "application/pdf", size: 7 });
    await submitTermination(api, {
      brand: "o2",
      submissionId: id,
      request: { ...request, cancellationType: "Special", reason: "UmzugAusland", uploadIds: [uploaded.uploadId] },
    });
    const pdf = await downloadTermination(api, { brand: "o2", submissionId: id });
    expect(pdf.type).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("loads an offer document, and maps a failure to DocumentsNotLoaded", async () => {
    const { api } = client();
    const document = await getOfferDocument(api, {
      token: "demo-offer-standard",
      offerId: "OF-100001",
      documentId: "contract-summary",
    });
    expect(document.size).toBeGreaterThan(1000);
    const missing = await rejection(
      getOfferDocument(api, { token: "demo-offer-standard", offerId: "OF-100001", documentId: "nope" }),
    );
    expect(missing).toMatchObject({ kind: "DocumentsNotLoaded", status: 404 });
    // A 200 that is no PDF (here a cut-off JSON) is no document either.
    const path = "/api/offer/documents/demo-offer-standard/OF-100001/contract-summary";
    await fault({ path, status: 200, body: "malformed" });
    const broken = await rejection(
      getOfferDocument(api, { token: "demo-offer-standard", offerId: "OF-100001", documentId: "contract-summary" }),
    );
    expect(broken).toMatchObject({ kind: "DocumentsNotLoaded" });
  });
});

describe("network faults", () => {
  it("gives up on a call slower than its timeout, and does not send it again", async () => {
    const traceId = randomUuid();
    const api = createApiClient({ baseUrl: demo().url, traceId, timeoutMs: 100 });
    await fault({ method: "POST", path: "/api/validation/o2/iban", kind: "delay", delayMs: 400 });
    const error = await rejection(validateIban(api, { brand: "o2", iban: "DE89370400440532013000" }));
    expect(error).toMatchObject({ name: "ApiError", kind: "RequestFailed", status: undefined });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await journal(traceId)).map((e) => [e.status, e.fault])).toEqual([[200, "delay"]]);
  });

  it("keeps a call that answers inside its timeout", async () => {
    const api = createApiClient({ baseUrl: demo().url, traceId: randomUuid(), timeoutMs: 1000 });
    await fault({ path: "/api/o2/contracttermination/config", kind: "delay", delayMs: 50 });
    expect((await getTerminationConfig(api, "o2")).hotline).toBeDefined();
  });

  it("reports a cut connection as a failed request, never retried, POST included", async () => {
    const { api, traceId } = client();
    await fault({ method: "POST", path: "/api/validation/o2/iban", kind: "abort", times: 2 });
    const error = await rejection(validateIban(api, { brand: "o2", iban: "DE89370400440532013000" }));
    expect(error).toMatchObject({ name: "ApiError", kind: "RequestFailed", status: undefined });
    expect((await journal(traceId)).map((e) => e.status)).toEqual([0]);
  });

  it("reports a cut-off JSON body on 200 as a failed request", async () => {
    const { api } = client();
    await fault({ path: "/api/o2/contracttermination/config", status: 200, body: "malformed" });
    await expect(getTerminationConfig(api, "o2")).rejects.toMatchObject({ name: "ApiError", kind: "RequestFailed" });
  });
});
