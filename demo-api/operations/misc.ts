import { electronicFormatIBAN, extractIBAN, friendlyFormatIBAN, ValidationErrorsIBAN, validateIBAN } from "ibantools";
import { addressInputErrors, validateAddress as validate } from "../address-validation.ts";
import type { DemoContext } from "../demo-context.ts";
import { assertValid, fieldError, json, problem, type Schemas } from "../http.ts";
import type { OperationRequest } from "../router.ts";
import { BANKS } from "../seed/banks.ts";
import { CUSTOMERS, type CustomerSeed } from "../seed/customers.ts";
import { NATIONALITIES } from "../seed/nationalities.ts";
import { findOfferSeed, NOVUM_ENTRIES } from "../seed/offers.ts";

export function getNationalities(): Response {
  const body: Schemas["NationalityList"] = { nationalities: [...NATIONALITIES] };
  return json(body);
}

const CONSENTS: Record<string, Omit<Schemas["Consent"], "id">> = {
  "demo-consent": {
    brand: "o2",
    customerNumber: "100200301",
    permissions: [
      { channel: "email", granted: true },
      { channel: "phone", granted: false },
      { channel: "sms", granted: true },
      { channel: "letter", granted: true },
    ],
    updatedAt: "2025-11-01T09:00:00.000Z",
  },
};

/** An offer's customer has given no advertising permission yet: the summary offers each channel, unticked. */
function offerConsent(token: string): Omit<Schemas["Consent"], "id"> | undefined {
  const found = findOfferSeed(token);
  if (!found) return undefined;
  const consent: Omit<Schemas["Consent"], "id"> = {
    brand: found.seed.brand,
    permissions: (["email", "phone", "sms", "letter"] as const).map((channel) => ({ channel, granted: false })),
    updatedAt: "2025-11-01T09:00:00.000Z",
  };
  const customerNumber = (CUSTOMERS[found.seed.customer] as CustomerSeed).customerNumber;
  if (customerNumber) consent.customerNumber = customerNumber;
  return consent;
}

export function getConsent(request: OperationRequest): Response {
  const id = request.path.id ?? "";
  const consent = CONSENTS[id] ?? offerConsent(id);
  if (!consent) throw problem(404, "NOT_FOUND", "Consent not found.");
  return json({ id, ...consent } satisfies Schemas["Consent"]);
}

/** Decline-mail links: the brand the mail came from, and whether the link still works. */
export const DECLINE_TOKENS: Record<string, { brand: Schemas["BrandSlug"]; expired?: boolean }> = {
  "demo-decline-mail": { brand: "o2" },
  "demo-decline-mail-blau": { brand: "blau" },
  "demo-decline-mail-expired": { brand: "o2", expired: true },
};

export function declineMail(request: OperationRequest, demo: DemoContext): Response {
  const token = request.query.token ?? "";
  const brand = request.query.brand as Schemas["BrandSlug"];
  const link = DECLINE_TOKENS[token];
  if (!link || link.brand !== brand) throw problem(404, "NOT_FOUND", "Unknown e-mail link.");
  if (link.expired) throw problem(410, "LINK_EXPIRED", "The e-mail link has expired.");
  const before = demo.store.declines.get(token);
  if (!before) demo.store.record({ type: "declineMail", at: demo.now().toISOString(), token, brand });
  const recorded = demo.store.declines.get(token);
  const body: Schemas["DeclineMailResult"] = {
    token,
    brand,
    declinedAt: recorded?.declinedAt ?? demo.now().toISOString(),
    alreadyDeclined: before !== undefined,
  };
  return json(body);
}

export function getNovumEntry(request: OperationRequest): Response {
  const id = request.query.id ?? "";
  const entry = NOVUM_ENTRIES[id];
  if (!entry) throw problem(404, "NOT_FOUND", "Unknown entry link.");
  if (entry.validDays < 0) throw problem(410, "LINK_EXPIRED", "The entry link has expired.");
  const body: Schemas["NovumEntry"] = {
    id,
    offerUseCase: "Novum",
    offerToken: entry.offerToken,
    redirect: { target: "none", url: `/angebot/${entry.offerToken}` },
  };
  return json(body);
}

export function validateAddress(request: OperationRequest): Response {
  const input = request.body as Schemas["AddressInput"];
  assertValid(addressInputErrors(input));
  return json(validate(input));
}

const IBAN_ERRORS: Partial<Record<ValidationErrorsIBAN, [code: string, message: string]>> = {
  [ValidationErrorsIBAN.NoIBANCountry]: ["INVALID_COUNTRY", "the IBAN does not start with a known country code"],
  [ValidationErrorsIBAN.WrongBBANLength]: ["INVALID_LENGTH", "the IBAN has the wrong length for its country"],
  [ValidationErrorsIBAN.WrongBBANFormat]: ["INVALID_FORMAT", "the IBAN has the wrong format for its country"],
  [ValidationErrorsIBAN.ChecksumNotNumber]: ["INVALID_FORMAT", "the IBAN check digits are not numbers"],
  [ValidationErrorsIBAN.WrongIBANChecksum]: ["INVALID_CHECKSUM", "the IBAN checksum is wrong"],
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: ["INVALID_CHECKSUM", "the account number checksum is wrong"],
};

export function validateIban(request: OperationRequest): Response {
  const { iban: raw } = request.body as Schemas["IbanValidationRequest"];
  const iban = electronicFormatIBAN(raw) ?? "";
  const result = validateIBAN(iban);
  if (!result.valid) {
    const [code, message] = IBAN_ERRORS[result.errorCodes[0] ?? ValidationErrorsIBAN.WrongBBANFormat] ?? [
      "INVALID_FORMAT",
      "the IBAN is not valid",
    ];
    assertValid([fieldError("iban", code, message)]);
  }
  const parts = extractIBAN(iban);
  const body: Schemas["IbanValidationResponse"] = {
    iban,
    ibanFormatted: friendlyFormatIBAN(iban) ?? iban,
    country: parts.countryCode ?? iban.slice(0, 2),
  };
  const bank = parts.countryCode === "DE" && parts.bankIdentifier ? BANKS[parts.bankIdentifier] : undefined;
  if (bank) {
    body.bic = bank.bic;
    body.bankName = bank.name;
  }
  return json(body);
}
