import { describe, expect, it } from "vitest";
import type { OfferDocument } from "~/platform/api/types";
import { acceptPayload, chosenChannels } from "./accept-payload";
import { checkSummaryForm } from "./summary-schema";

const doc = (id: string, mandatory: boolean): OfferDocument => ({
  id,
  type: "contractSummary",
  title: id,
  url: `/api/offer/documents/t/OF-1/${id}`,
  mandatory,
});
const DOCUMENTS = [doc("contract-summary", true), doc("precontractual-information", true), doc("terms", false)];
const SEPA = { iban: "DE89370400440532013000", accountHolder: "Erika Mustermann" };

describe("checkSummaryForm", () => {
  it("asks for terms and privacy notice, nothing else", () => {
    expect(checkSummaryForm({})).toEqual({
      termsAccepted: "checkout.summary.terms.required",
      privacyNoticeAcknowledged: "checkout.summary.privacy.required",
    });
    expect(checkSummaryForm({ termsAccepted: "yes" })).toEqual({
      privacyNoticeAcknowledged: "checkout.summary.privacy.required",
    });
    expect(checkSummaryForm({ termsAccepted: "yes", privacyNoticeAcknowledged: "yes" })).toEqual({});
  });
});

describe("acceptPayload", () => {
  it("maps a SEPA order: mandate, consents, mandatory documents once, the chosen cart's offer ids, language", () => {
    const values = { termsAccepted: "yes", privacyNoticeAcknowledged: "yes", marketingChannels: ["sms", "email"] };
    expect(
      acceptPayload({
        values,
        payment: { method: "sepa", sepa: SEPA },
        offerIds: ["OF-100016"],
        documents: [...DOCUMENTS, doc("contract-summary", true)],
        language: "en",
      }),
    ).toEqual({
      paymentMethod: "sepa",
      sepa: { ...SEPA, mandateAccepted: true },
      consents: {
        termsAccepted: true,
        privacyNoticeAcknowledged: true,
        marketingAccepted: true,
        marketingChannels: ["email", "sms"],
      },
      acknowledgedDocumentIds: ["contract-summary", "precontractual-information"],
      offerIds: ["OF-100016"],
      language: "en",
    });
  });

  it("sends no mandate for a card and no channels when none was ticked", () => {
    const request = acceptPayload({
      values: { termsAccepted: "yes", privacyNoticeAcknowledged: "yes" },
      payment: { method: "creditCard", sepa: SEPA },
      offerIds: ["OF-1", "OF-2"],
      documents: DOCUMENTS,
      language: "de",
    });
    expect(request.sepa).toBeUndefined();
    expect(request.consents).toEqual({
      termsAccepted: true,
      privacyNoticeAcknowledged: true,
      marketingAccepted: false,
    });
    expect(request.offerIds).toEqual(["OF-1", "OF-2"]);
  });

  it("ignores channels the consent does not know", () => {
    expect(chosenChannels({ marketingChannels: ["fax", "letter", "letter"] })).toEqual(["letter"]);
  });
});
