import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { demoUnderTest, TEST_NOW } from "./demo.test-support.ts";
import type { Schemas } from "./http.ts";
import { readPdfText } from "./pdf/read-pdf-text.ts";
import { SUBMISSIONS_FILE } from "./store.ts";

const demo = demoUnderTest();
afterEach(() => expect(demo.violations).toEqual([]));
afterAll(() => demo.cleanup());

async function call<T>(path: string, init?: RequestInit & { json?: unknown }) {
  const response = await demo.call(path, init);
  return { status: response.status, body: (await response.json()) as T };
}

let n = 0;
const newId = () => `3f0c8a4e-5b1d-4c8e-9a57-${String(++n).padStart(12, "0")}`;
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

const customer: Schemas["TerminationCustomer"] = {
  firstName: "Max",
  lastName: "Mustermann",
  customerNumber: "100200999",
  email: "max@example.de",
};
const regular: Schemas["TerminationRequest"] = {
  serviceType: "mobile",
  cancellationType: "Regular",
  selectTerminationDate: "now",
  customer,
};

const submit = (id: string, json: unknown, brand = "o2") =>
  call<Schemas["TerminationSubmitResult"] & Schemas["ErrorResponse"]>(`/api/${brand}/contracttermination/${id}`, {
    method: "POST",
    json,
  });

function upload(id: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return call<Schemas["UploadResult"] & Schemas["ErrorResponse"]>(`/api/o2/contracttermination/upload/${id}`, {
    method: "POST",
    body: form,
  });
}

describe("termination config", () => {
  it("offers service types with earliest dates relative to now, both cancellation types, reasons and the hotline", async () => {
    const { body } = await call<Schemas["TerminationConfig"]>("/api/o2/contracttermination/config");
    expect(body.serviceTypes).toEqual([
      { id: "mobile", earliestTerminationDate: "2025-12-21" },
      { id: "dataOnly", earliestTerminationDate: "2025-12-21" },
      { id: "dsl", earliestTerminationDate: "2026-02-19" },
    ]);
    expect(body.cancellationTypes).toEqual(["Regular", "Special"]);
    expect(body.reasons.find((r) => r.id === "SterbefallVertragsinhaber")?.proofRequired).toBe(true);
    expect(body.hotline.displayNumber).toBe("0800 5200 123");
    expect(body.hotline.openingHours).toEqual([
      { days: ["mon", "tue", "wed", "thu", "fri", "sat"], opens: "08:00", closes: "20:00" },
    ]);
    const prepaid = await call<Schemas["TerminationConfig"]>("/api/nova/contracttermination/config");
    expect([prepaid.body.billingType, prepaid.body.serviceTypes.map((s) => s.id)]).toEqual(["prepaid", ["prepaid"]]);
  });
});

describe("default termination", () => {
  it("receives a declaration, answers a receipt and the same receipt for the same submission", async () => {
    const id = newId();
    const first = await submit(id, regular);
    expect(first.body).toEqual({
      status: "received",
      receipt: {
        id,
        brand: "o2",
        receivedAt: TEST_NOW.toISOString(),
        serviceType: "mobile",
        cancellationType: "Regular",
        reason: "None",
        effectiveDate: "2025-12-21",
        confirmationEmail: "max@example.de",
        downloadUrl: `/api/o2/contracttermination/download/${id}`,
      },
    });
    expect((await submit(id, regular)).body).toEqual(first.body);
    const other = await submit(id, { ...regular, serviceType: "dataOnly" });
    expect([other.status, other.body.code]).toEqual([422, "SUBMISSION_ID_REUSED"]);
  });

  it("gives the declaration as PDF with date and time of receipt", async () => {
    const id = newId();
    await submit(id, { ...regular, selectTerminationDate: "later", terminationDate: "2026-03-31" });
    const response = await demo.call(`/api/o2/contracttermination/download/${id}`);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = readPdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("Eingegangen am: 21.11.2025, 20:36:12 Uhr");
    expect(text).toContain("Wirksam zum: 31.03.2026");
    expect(text).toContain("Kundennummer: 100200999");
    expect(text).toContain("Fragen? 0800 5200 123 (Mo–Sa 8–20 Uhr)");
    expect((await demo.call(`/api/o2/contracttermination/download/${newId()}`)).status).toBe(404);
    expect((await demo.call(`/api/blau/contracttermination/download/${id}`)).status).toBe(404);
  });

  it("names the fields that are wrong", async () => {
    const special = await submit(newId(), { ...regular, cancellationType: "Special" });
    expect(special.body.errors?.map((e) => e.field)).toEqual(["reason"]);
    const foreign = await submit(newId(), { ...regular, uploadIds: ["UP-not-this-submission"] });
    expect(foreign.body.errors?.map((e) => e.field)).toEqual(["uploadIds"]);
    const early = await submit(newId(), { ...regular, selectTerminationDate: "later", terminationDate: "2025-12-01" });
    expect(early.body.errors?.[0]).toMatchObject({ field: "terminationDate", code: "TOO_EARLY" });
    const anonymous = await submit(newId(), { ...regular, customer: { ...customer, customerNumber: undefined } });
    expect(anonymous.body.errors?.[0]?.field).toBe("customer.customerNumber");
    const prepaidOnly = await submit(newId(), regular, "nova");
    expect(prepaidOnly.body.errors?.[0]).toMatchObject({ field: "serviceType", code: "NOT_AVAILABLE" });
    const schema = await submit(newId(), { ...regular, customer: { ...customer, email: "nope" } });
    expect(schema.body.errors?.[0]).toMatchObject({ field: "customer.email", code: "INVALID_FORMAT" });
  });

  it("accepts an extraordinary termination whose reason asks for a proof without one (§ 312k BGB)", async () => {
    const result = await submit(newId(), {
      ...regular,
      cancellationType: "Special",
      reason: "SterbefallVertragsinhaber",
    });
    expect(result.body.status).toBe("received");
  });

  it("shows the combined-advantage notice first and never stops the termination", async () => {
    const id = newId();
    const request = { ...regular, customer: { ...customer, customerNumber: "100200300" } };
    const notice = await submit(id, request);
    expect(notice.body).toMatchObject({
      status: "noticeRequired",
      notice: { kind: "combinedAdvantage", monthlyDiscount: { amount: -10 } },
    });
    expect((await demo.call(`/api/o2/contracttermination/download/${id}`)).status).toBe(404);
    const done = await submit(id, { ...request, acknowledgedNotices: ["combinedAdvantage"] });
    expect(done.body.status).toBe("received");
    const byPhone = await submit(newId(), {
      ...regular,
      customer: { ...customer, customerNumber: undefined, phoneNumber: "+49 176 12345678" },
    });
    expect(byPhone.body.status).toBe("noticeRequired");
  });
});

describe("extraordinary dates", () => {
  it("takes a move within Germany into effect one month later, and refuses a later date before that", async () => {
    const move = { ...regular, cancellationType: "Special", reason: "UmzugInland" } as const;
    const done = await submit(newId(), move);
    expect(done.body.status === "received" && done.body.receipt.effectiveDate).toBe("2025-12-21");
    const early = await submit(newId(), { ...move, selectTerminationDate: "later", terminationDate: "2025-12-01" });
    expect(early.body.errors?.[0]).toMatchObject({ field: "terminationDate", code: "TOO_EARLY" });
  });
});

describe("uploads", () => {
  it("keeps PDF and PNG proofs and attaches them to an extraordinary termination", async () => {
    const id = newId();
    const pdf = await upload(id, PDF, "meldebescheinigung.pdf");
    const png = await upload(id, PNG, "scan.png");
    expect([pdf.body.contentType, png.body.contentType]).toEqual(["application/pdf", "image/png"]);
    expect(readFileSync(join(demo.dataDir, "uploads", pdf.body.uploadId))).toEqual(Buffer.from(PDF));
    const done = await submit(id, {
      ...regular,
      cancellationType: "Special",
      reason: "UmzugAusland",
      uploadIds: [pdf.body.uploadId, png.body.uploadId],
    });
    expect(done.body.status === "received" && done.body.receipt.effectiveDate).toBe("2025-11-21");
    const text = readPdfText(
      new Uint8Array(await (await demo.call(`/api/o2/contracttermination/download/${id}`)).arrayBuffer()),
    );
    expect(text).toContain("Grund: Umzug ins Ausland");
    expect(text).toContain("meldebescheinigung.pdf");
    expect((await upload(id, PDF, "late.pdf")).body.code).toBe("SUBMISSION_ID_REUSED");
  });

  it("refuses other file types with a field error, and another submission's upload", async () => {
    const wrong = await upload(newId(), new TextEncoder().encode("MZ executable"), "virus.pdf");
    expect([wrong.status, wrong.body.errors?.[0]?.field, wrong.body.errors?.[0]?.code]).toEqual([
      400,
      "file",
      "UNSUPPORTED_TYPE",
    ]);
    const foreign = await upload(newId(), PDF, "a.pdf");
    const misuse = await submit(newId(), { ...regular, uploadIds: [foreign.body.uploadId] });
    expect(misuse.body.errors?.[0]).toMatchObject({ field: "uploadIds", code: "INVALID_VALUE" });
  });

  it("answers 413 for a file over 5 MB", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    const response = await upload(newId(), big, "big.pdf");
    expect([response.status, response.body.code]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
  });
});

describe("self-care termination", () => {
  it("prefills customer and contract from the link's data token", async () => {
    const { body } = await call<Schemas["PrefillData"]>(
      "/api/o2/prefilledcontracttermination/prefill?data=demo-selfcare-mobile",
    );
    expect(body.contract).toMatchObject({
      serviceType: "mobile",
      tariffName: "O2 Mobile M",
      earliestTerminationDate: "2025-12-21",
    });
    expect(
      (await call<Schemas["ErrorResponse"]>("/api/o2/prefilledcontracttermination/prefill?data=demo-selfcare-expired"))
        .status,
    ).toBe(410);
    expect(
      (await call<Schemas["ErrorResponse"]>("/api/o2/prefilledcontracttermination/prefill?data=demo-selfcare-prepaid"))
        .status,
    ).toBe(404);
    expect(
      (await call<Schemas["PrefillData"]>("/api/aldi/prefilledcontracttermination/prefill?data=demo-selfcare-prepaid"))
        .body.contract.serviceType,
    ).toBe("prepaid");
  });

  it("submits and gives the PDF; the self-care form offers every reason, a proof is never required", async () => {
    const config = await call<Schemas["TerminationConfig"]>("/api/o2/prefilledcontracttermination/config");
    expect(config.body.reasons.filter((r) => r.proofRequired).length).toBeGreaterThan(0);
    const special = await call<Schemas["TerminationSubmitResult"]>(`/api/o2/prefilledcontracttermination/${newId()}`, {
      method: "POST",
      json: {
        data: "demo-selfcare-mobile",
        cancellationType: "Special",
        reason: "UmzugAusland",
        selectTerminationDate: "now",
        email: "neu@example.de",
      },
    });
    expect(special.body.status).toBe("received");
    const id = newId();
    const result = await call<Schemas["TerminationSubmitResult"]>(`/api/o2/prefilledcontracttermination/${id}`, {
      method: "POST",
      json: {
        data: "demo-selfcare-mobile",
        cancellationType: "Regular",
        selectTerminationDate: "now",
        email: "neu@example.de",
      },
    });
    expect(result.body.status === "received" && result.body.receipt.confirmationEmail).toBe("neu@example.de");
    const pdf = await demo.call(`/api/o2/prefilledcontracttermination/download/${id}`);
    expect(readPdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain("Tarif: O2 Mobile M");
    expect((await demo.call(`/api/o2/contracttermination/download/${id}`)).status).toBe(404);
  });
});

describe("submissions across a restart", () => {
  it("appends every submission to a JSON-lines file and reads it back", async () => {
    const id = newId();
    await submit(id, regular);
    await call("/api/declinemail?token=demo-decline-mail&brand=o2", { method: "POST" });
    const file = join(demo.dataDir, SUBMISSIONS_FILE);
    expect(existsSync(file)).toBe(true);
    const types = readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line).type);
    expect(types).toEqual(expect.arrayContaining(["termination", "upload", "declineMail"]));

    const restarted = demo.restart();
    expect((await restarted.call(`/api/o2/contracttermination/download/${id}`)).status).toBe(200);
    const again = (await (
      await restarted.call("/api/declinemail?token=demo-decline-mail&brand=o2", { method: "POST" })
    ).json()) as Schemas["DeclineMailResult"];
    expect(again.alreadyDeclined).toBe(true);
    expect(restarted.violations).toEqual([]);
  });
});
