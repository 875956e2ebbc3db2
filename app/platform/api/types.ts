import type { components, operations, paths } from "./schema.d.ts";

/** Names for the contract's schemas; every one is generated from api/openapi.yaml, none written by hand. */
type Schemas = components["schemas"];

export type ApiPaths = paths;
export type OperationId = keyof operations;

export type BrandSlug = Schemas["BrandSlug"];
export type Language = Schemas["Language"];
export type ErrorResponse = Schemas["ErrorResponse"];
export type ErrorCode = Schemas["ErrorCode"];
export type OfferErrorCode = Schemas["OfferErrorCode"];
export type IdvErrorCode = Schemas["IdvErrorCode"];
export type FieldError = Schemas["FieldError"];
export type Downtime = Schemas["Downtime"];
export type OfferUseCase = Schemas["OfferUseCase"];

export type PriceEntry = Schemas["PriceEntry"];
export type PriceItem = Schemas["PriceItem"];
export type Hardware = Schemas["Hardware"];
export type Tariff = Schemas["Tariff"];
export type Pack = Schemas["Pack"];
export type OfferItem = Schemas["OfferItem"];
export type Cart = Schemas["Cart"];
export type Ecommerce = Schemas["Ecommerce"];
export type EcommerceProduct = Schemas["EcommerceProduct"];
export type OfferKind = Schemas["OfferKind"];
export type OfferState = Schemas["OfferState"];
export type Offer = Schemas["Offer"];
export type OfferDocument = Schemas["OfferDocument"];
export type OfferVerification = Schemas["OfferVerification"];
export type OfferPreview = Schemas["OfferPreview"];
export type OfferAcceptRequest = Schemas["OfferAcceptRequest"];
export type OfferAcceptResult = Schemas["OfferAcceptResult"];
export type OfferResetRequest = Schemas["OfferResetRequest"];
export type OfferSummary = Schemas["OfferSummary"];
export type PaymentMethod = Schemas["PaymentMethod"];
export type Redirect = Schemas["Redirect"];
export type RedirectTarget = Schemas["RedirectTarget"];
export type NovumEntry = Schemas["NovumEntry"];

export type Address = Schemas["Address"];
export type AddressInput = Schemas["AddressInput"];
export type PersonalData = Schemas["PersonalData"];
export type IdentityDocument = Schemas["IdentityDocument"];
export type CustomerDetails = Schemas["CustomerDetails"];
export type CustomerDetailsUpdate = Schemas["CustomerDetailsUpdate"];
export type AddressValidationResponse = Schemas["AddressValidationResponse"];
export type IbanValidationResponse = Schemas["IbanValidationResponse"];
export type Nationality = Schemas["Nationality"];
export type Consent = Schemas["Consent"];
export type AuthToken = Schemas["AuthToken"];
export type DeclineMailResult = Schemas["DeclineMailResult"];

export type TerminationConfig = Schemas["TerminationConfig"];
export type TerminationRequest = Schemas["TerminationRequest"];
export type PrefilledTerminationRequest = Schemas["PrefilledTerminationRequest"];
export type TerminationSubmitResult = Schemas["TerminationSubmitResult"];
export type TerminationReceipt = Schemas["TerminationReceipt"];
export type CombinedAdvantageNotice = Schemas["CombinedAdvantageNotice"];
export type UploadResult = Schemas["UploadResult"];
export type PrefillData = Schemas["PrefillData"];
export type PrefillContract = Schemas["PrefillContract"];
export type TerminationCustomer = Schemas["TerminationCustomer"];
export type Hotline = Schemas["Hotline"];
export type OpeningHours = Schemas["OpeningHours"];
export type Weekday = Schemas["Weekday"];

export type ServiceType = Schemas["ServiceType"];
export type TerminationType = Schemas["TerminationType"];
export type TerminationReason = Schemas["TerminationReason"];

export type Idv = Schemas["Idv"];
export type IdvStatus = Schemas["IdvStatus"];
export type IdvMethod = Schemas["IdvMethod"];
export type IdvMethodId = Schemas["IdvMethodId"];
export type IdvMethodStart = Schemas["IdvMethodStart"];
