// Generated from api/openapi.yaml by scripts/generate-api-types.ts; do not edit, run `npm run generate:api`.
export interface paths {
    "/api/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange a login code for an auth token to one offer (offer login).
         * @description The customer's link carries the code; the front end's server exchanges it and keeps the bearer in an
         *     HttpOnly cookie (browsers do not call this operation themselves).
         *
         *     Rules a backend enforces, whatever the front end does (it runs as several instances, each counting
         *     only its own requests):
         *     - **Bound to an offer.** With `offer`, the code is checked against that offer's code only, and the
         *       bearer opens that offer only. An unknown offer, an offer without a login, or another offer's code
         *       answer 401 `AUTH_CODE_INVALID` alike. Without `offer` (older clients) the code is looked up among
         *       all outstanding codes, and the bearer opens the offer the code belongs to.
         *     - **Attempts.** 5 wrong codes for one offer within 10 minutes (from the first wrong one) lock that
         *       offer's login until those 10 minutes end: every exchange for it, the right code included, answers
         *       429 `TOO_MANY_REQUESTS` with `Retry-After` (seconds to the window's end). A successful exchange
         *       forgets the wrong ones. Calls without `offer` are counted together, as if for one offer.
         *     - **Lifetime.** A code is short-lived (it expires with the link's message, at the latest with the
         *       offer). Within its lifetime it may be exchanged again — a client whose own step after the exchange
         *       failed retries with the same code — each time for a new bearer.
         */
        get: operations["getAuthToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{brand}/lists/nationalities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Nationalities for the personal-data step, sorted by German name. */
        get: operations["getNationalities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consent/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's advertising permissions behind a consent link. */
        get: operations["getConsent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{brand}/contracttermination/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the default termination form offers for a brand. */
        get: operations["getTerminationConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{brand}/contracttermination/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a termination declaration (§ 312k BGB).
         * @description `{id}` is a submission id the client generates once per form (UUID); uploads use the same id.
         *     Posting the same id with the same declaration answers the first receipt again. A customer who
         *     would lose a combined-advantage discount gets `noticeRequired` first; posting again with
         *     `acknowledgedNotices: [combinedAdvantage]` submits. Nothing else can stop a termination.
         */
        post: operations["submitTermination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{brand}/contracttermination/download/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The submitted declaration as PDF, with date and time of receipt. */
        get: operations["downloadTermination"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{brand}/contracttermination/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a proof document (PDF, JPEG or PNG, at most 5 MB) for a termination submission. */
        post: operations["uploadTerminationDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{brand}/prefilledcontracttermination/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the self-care termination form offers for a brand. */
        get: operations["getPrefilledTerminationConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{brand}/prefilledcontracttermination/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a self-care termination for the contract behind a prefill token. */
        post: operations["submitPrefilledTermination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{brand}/prefilledcontracttermination/download/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The submitted self-care declaration as PDF, with date and time of receipt. */
        get: operations["downloadPrefilledTermination"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{brand}/prefilledcontracttermination/prefill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customer and contract data behind the self-care link's opaque `data` token. */
        get: operations["getTerminationPrefill"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offer/verify/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check that an offer token may be opened, and how far the customer got. */
        get: operations["verifyOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The offer with its cart (hardware, tariff, packs, prices), documents and payment methods. */
        get: operations["getOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Reset an offer after an aborted or failed payment, so it can be ordered again. */
        patch: operations["resetOffer"];
        trace?: never;
    };
    "/api/offer/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dealer preview of an offer in any state, with the customer's progress. */
        get: operations["getOfferPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offer/accept/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place the order ("zahlungspflichtig bestellen").
         * @description Personal and identity data come from the customer details saved for this token. The answer says
         *     where to go next: the payment provider (card, PayPal) or the thank-you page.
         */
        post: operations["acceptOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offer/summary/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the summary step and the confirmation show, including the ecommerce data. */
        get: operations["getOfferSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offer/documents/{a}/{b}/{c}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One pre-contractual document of an offer as PDF (contract summary, terms, ...).
         * @description The client takes this path from `OfferDocument.url`.
         */
        get: operations["getOfferDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offer/{id}/preview/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dealer action; put the offer back to its initial state, dropping the customer's progress. */
        post: operations["resetOfferPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{brand}/customer/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Personal and identity data saved for an offer token. */
        get: operations["getCustomerDetails"];
        put?: never;
        /** Save the personal-data step or the identity-document step (the sections sent are replaced). */
        post: operations["updateCustomerDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/declinemail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that the customer rejects the e-mail behind the link (e-mail rejection page). */
        post: operations["declineMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entry/novum": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Resolve a Novum (new-customer) entry link to its offer. */
        get: operations["getNovumEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idv/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The state of an identity verification; the pending page polls it. */
        get: operations["getIdv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/idv/{id}/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The identification methods the customer may choose from. */
        get: operations["getIdvMethods"];
        put?: never;
        /** Start identification with the chosen method. */
        post: operations["selectIdvMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/validation/{brand}/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Validate a German postal address; answers valid, corrected or a choice of candidates. */
        post: operations["validateAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/validation/{brand}/iban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Validate an IBAN (country format and checksum) and name its bank. */
        post: operations["validateIban"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Brand slug.
         * @example o2
         * @enum {string}
         */
        BrandSlug: "o2" | "ayyildiz" | "aetka" | "aldi" | "nova" | "ortel" | "spice" | "blau";
        /**
         * @example de
         * @enum {string}
         */
        Language: "de" | "en" | "tr";
        /**
         * @description Opaque secret token from a link.
         * @example demo-offer-standard
         */
        Token: string;
        /**
         * Format: uuid
         * @example 3f0c8a4e-5b1d-4c8e-9a57-2f4b6d1e9c10
         */
        SubmissionId: string;
        /**
         * @description Offer use case or customer type.
         * @example Standard
         * @enum {string}
         */
        OfferUseCase: "Standard" | "Novum";
        /**
         * @description validated = confirmed by the address validation; entered = as typed by the customer.
         * @example validated
         * @enum {string}
         */
        AddressState: "validated" | "entered";
        /**
         * @example frau
         * @enum {string}
         */
        Salutation: "frau" | "herr";
        /**
         * @example none
         * @enum {string}
         */
        BundleKind: "none" | "bundle" | "o2you";
        /**
         * @example ftth
         * @enum {string}
         */
        LineTechnology: "dsl" | "coax" | "fms" | "ftth";
        /**
         * @example charge
         * @enum {string}
         */
        PriceItemType: "unknown" | "charge" | "discount" | "shippingfee" | "connectionfee";
        /**
         * @example monthly
         * @enum {string}
         */
        PricePeriod: "monthly" | "once";
        /**
         * @example mobile
         * @enum {string}
         */
        ProductCategory: "dsl" | "mobile" | "myHandy" | "logistics" | "ott" | "fms" | "onlineSchutz";
        /**
         * @description Product types in a cart; MyHandy marks hardware bought in monthly instalments.
         * @example MyHandy
         * @enum {string}
         */
        ProductType: "Mobile" | "MyHandy" | "Dsl" | "Fms" | "Ott" | "OnlineSchutz";
        /**
         * @description Where the client goes after submitting.
         * @example paymentProvider
         * @enum {string}
         */
        RedirectTarget: "none" | "paymentProvider" | "thankYou" | "error";
        /**
         * @description Offer kind or step. _tm = tariff migration, _vvl = contract extension, _coc = contract owner change,
         *     _dps = dealer pencil selling; orange, yellow and greenApm are alternative offers; green_idv offers
         *     include an identity verification, the _otp ones by one-time password (mixed basket).
         * @example offer
         * @enum {string}
         */
        OfferKind: "offer" | "orange" | "orange_tm" | "orange_vvl" | "yellow" | "yellow_tm" | "yellow_vvl" | "greenApm" | "greenApm_tm" | "greenApm_vvl" | "dealer_correction" | "offer_tm" | "offer_vvl" | "offer_coc" | "offer_dps" | "offer_dps_vvl" | "green_idv" | "green_idv_vvl" | "green_idv_tm" | "green_idv_otp" | "green_idv_vvl_otp" | "green_idv_tm_otp";
        /**
         * @description Lifecycle state of an offer; only `open` offers can be ordered.
         * @example open
         * @enum {string}
         */
        OfferState: "open" | "paymentPending" | "paymentAborted" | "paymentFailed" | "ordered" | "cancelled" | "blocked" | "expired" | "incompatible";
        /**
         * @description Cancellation type; None only appears when nothing was chosen.
         * @example Regular
         * @enum {string}
         */
        TerminationType: "None" | "Regular" | "Special";
        /**
         * @description Reason of an extraordinary (Special) termination.
         * @example UmzugAusland
         * @enum {string}
         */
        TerminationReason: "None" | "PersönlicheUmstände" | "SterbefallVertragsinhaber" | "SterbefallNutzer" | "TechnischeProbleme" | "UmzugInland" | "UmzugAusland" | "SonstigerGrund";
        /**
         * @description now = at the earliest possible date; later = at `terminationDate`.
         * @example now
         * @enum {string}
         */
        TerminationDateChoice: "now" | "later";
        /**
         * @example corrected
         * @enum {string}
         */
        AddressValidationResult: "valid" | "corrected" | "choice";
        /**
         * @example Tariff
         * @enum {string}
         */
        ContractItemKind: "Pack" | "Tariff" | "DeviceInsurance";
        /**
         * @example deviceInsurance
         * @enum {string}
         */
        PackType: "deviceInsurance" | "dataOption" | "roaming" | "entertainment" | "security" | "multiCard";
        /**
         * @example sepa
         * @enum {string}
         */
        PaymentMethod: "sepa" | "creditCard" | "paypal" | "invoice";
        /**
         * @description none = not ordered yet; pending = waiting for the payment provider.
         * @example mandate
         * @enum {string}
         */
        PaymentStatus: "none" | "pending" | "captured" | "aborted" | "failed" | "mandate";
        /**
         * @example contractSummary
         * @enum {string}
         */
        DocumentType: "contractSummary" | "precontractualInformation" | "termsAndConditions" | "withdrawalPolicy";
        /**
         * @description Which kind of contract a termination is for.
         * @example mobile
         * @enum {string}
         */
        ServiceType: "mobile" | "dataOnly" | "prepaid" | "dsl";
        /**
         * @example combinedAdvantage
         * @enum {string}
         */
        NoticeKind: "combinedAdvantage";
        /**
         * @description selection = choose a method; pending = in progress (poll); success, failed, expired, consumed
         *     (already accepted), completed, cancelled (order cancelled), submitted (method chosen, not started).
         * @example pending
         * @enum {string}
         */
        IdvStatus: "selection" | "pending" | "success" | "failed" | "expired" | "consumed" | "completed" | "cancelled" | "submitted";
        /**
         * @description videoIdent = video call with an agent; eId = online ID card function; postIdent* = Deutsche Post; otp = one-time password by SMS (mixed baskets only).
         * @example videoIdent
         * @enum {string}
         */
        IdvMethodId: "videoIdent" | "eId" | "postIdentBranch" | "postIdentVideo" | "postIdentEid" | "postIdentPhoto" | "otp";
        /**
         * @example idCard
         * @enum {string}
         */
        IdentityDocumentType: "idCard" | "passport" | "residencePermit";
        /**
         * @description Codes that make an offer inaccessible ("Offer could not be accessed.").
         * @example OFFER_EXPIRED
         * @enum {string}
         */
        OfferErrorCode: "BIRTHDATE_NOT_PRESENT" | "DOWNTIME" | "IDENTIFICATIONDATA_MISSING" | "NO_HARDWARE_STOCK" | "NO_PAYMENT_METHODS_AVAILABLE" | "OFFER_ABANDONED_PAYMENT" | "OFFER_BLOCKED" | "OFFER_CANCELLED" | "OFFER_CONSUMED" | "OFFER_EXPIRED" | "OFFER_INCOMPATIBLE_STATE" | "OFFER_MISMATCH" | "OFFER_TECH_ERROR" | "OFFER_PAYMENT_WAITFORCAPTURE" | "PERSONAL_DATA_MISSING" | "RESERVATION_AMOUNT_CAN_NOT_BE_BLOCKED" | "RESERVATION_CALL_HOTLINE" | "RESERVATION_FOUND_NO_ORDER" | "RESERVATION_RETRY_DOWNTIME" | "RESERVATION_RETRY_LATER" | "RESERVATION_RETRY_MODAL" | "TECHNICAL_PROBLEM";
        /**
         * @description Codes that make an IDV inaccessible ("Idv could not be accessed.").
         * @example NO_MORE_IDV_POSSIBLE
         * @enum {string}
         */
        IdvErrorCode: "IDV_COMPLETED" | "IDV_NO_METHODS_AVAILABLE" | "IDV_SUCCESS" | "NO_MORE_IDV_POSSIBLE" | "OFFER_CANCELLED" | "OFFER_CONSUMED" | "OFFER_EXPIRED" | "RESERVATION_CALL_HOTLINE" | "TECHNICAL_PROBLEM" | "DOWNTIME";
        /**
         * @description Codes of errors that are not about an offer's or an IDV's state.
         * @example VALIDATION_FAILED
         * @enum {string}
         */
        GeneralErrorCode: "VALIDATION_FAILED" | "BAD_REQUEST" | "MALFORMED_JSON" | "UNSUPPORTED_CONTENT_TYPE" | "PAYLOAD_TOO_LARGE" | "UNAUTHORIZED" | "AUTH_CODE_INVALID" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "LINK_EXPIRED" | "SUBMISSION_ID_REUSED" | "IDEMPOTENCY_KEY_REUSED" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "NOT_IMPLEMENTED" | "BAD_GATEWAY" | "SERVICE_UNAVAILABLE";
        /**
         * @description Every code an error response can carry.
         * @example OFFER_CONSUMED
         */
        ErrorCode: components["schemas"]["OfferErrorCode"] | components["schemas"]["IdvErrorCode"] | components["schemas"]["GeneralErrorCode"];
        /**
         * @description One invalid field. `field` is the dotted path in the request body, or the parameter name.
         * @example {
         *       "field": "customer.email",
         *       "code": "INVALID_FORMAT",
         *       "message": "must be a valid e-mail address"
         *     }
         */
        FieldError: {
            /** @example customer.email */
            field: string;
            /**
             * @description REQUIRED, INVALID_FORMAT, INVALID_VALUE, TOO_SHORT, TOO_LONG, ...
             * @example INVALID_FORMAT
             */
            code: string;
            /** @example must be a valid e-mail address */
            message: string;
        };
        /**
         * @description A planned maintenance window.
         * @example {
         *       "from": "2025-11-21T20:00:00Z",
         *       "until": "2025-11-21T23:00:00Z"
         *     }
         */
        Downtime: {
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            until: string;
        };
        /**
         * @description The one error shape, for every status from 400 to 599.
         * @example {
         *       "code": "VALIDATION_FAILED",
         *       "message": "Validation failed.",
         *       "errors": [
         *         {
         *           "field": "iban",
         *           "code": "INVALID_CHECKSUM",
         *           "message": "the IBAN checksum is wrong"
         *         }
         *       ]
         *     }
         * @example {
         *       "code": "DOWNTIME",
         *       "message": "The shop is in maintenance.",
         *       "offerUseCase": "Standard",
         *       "shopHotline": "0800 5200 123",
         *       "downtime": {
         *         "from": "2025-11-21T20:00:00Z",
         *         "until": "2025-11-21T23:00:00Z"
         *       }
         *     }
         */
        ErrorResponse: {
            code: components["schemas"]["ErrorCode"];
            /** @description Technical explanation for logs; not for display. */
            message: string;
            offerUseCase?: components["schemas"]["OfferUseCase"];
            downtime?: components["schemas"]["Downtime"];
            /**
             * @description Phone number to show, in display format.
             * @example 0800 5200 123
             */
            shopHotline?: string;
            errors?: components["schemas"]["FieldError"][];
        };
        /**
         * @description A price with its German display text (two decimals, comma, space, euro sign).
         * @example {
         *       "type": "monthly",
         *       "amount": 29.99,
         *       "formatted": "29,99 €"
         *     }
         */
        PriceEntry: {
            type: components["schemas"]["PricePeriod"];
            /** @description EUR, VAT included; negative for discounts. */
            amount: number;
            /** @example 29,99 € */
            formatted: string;
        };
        /**
         * @description One line of a price breakdown.
         * @example {
         *       "type": "discount",
         *       "period": "monthly",
         *       "label": "Online-Vorteil",
         *       "amount": -5,
         *       "formatted": "-5,00 €",
         *       "durationMonths": 12
         *     }
         */
        PriceItem: {
            type: components["schemas"]["PriceItemType"];
            period: components["schemas"]["PricePeriod"];
            label: string;
            amount: number;
            formatted: string;
            /** @description For limited discounts, how many months. */
            durationMonths?: number;
        };
        /**
         * @example {
         *       "id": "navy",
         *       "name": "Navy",
         *       "hex": "#1F2A44"
         *     }
         */
        ColorOption: {
            id: string;
            name: string;
            hex: string;
        };
        /**
         * @example {
         *       "id": "256gb",
         *       "gigabytes": 256,
         *       "label": "256 GB"
         *     }
         */
        CapacityOption: {
            id: string;
            gigabytes: number;
            label: string;
        };
        /**
         * @description A device with the chosen colour and capacity and the alternatives it comes in.
         * @example {
         *       "id": "samsung-galaxy-s25-256-navy",
         *       "name": "Samsung Galaxy S25",
         *       "manufacturer": "Samsung",
         *       "category": "myHandy",
         *       "color": {
         *         "id": "navy",
         *         "name": "Navy",
         *         "hex": "#1F2A44"
         *       },
         *       "capacity": {
         *         "id": "256gb",
         *         "gigabytes": 256,
         *         "label": "256 GB"
         *       },
         *       "colors": [
         *         {
         *           "id": "navy",
         *           "name": "Navy",
         *           "hex": "#1F2A44"
         *         },
         *         {
         *           "id": "icyblue",
         *           "name": "Icyblue",
         *           "hex": "#B9D3E6"
         *         }
         *       ],
         *       "capacities": [
         *         {
         *           "id": "128gb",
         *           "gigabytes": 128,
         *           "label": "128 GB"
         *         },
         *         {
         *           "id": "256gb",
         *           "gigabytes": 256,
         *           "label": "256 GB"
         *         }
         *       ],
         *       "prices": [
         *         {
         *           "type": "once",
         *           "amount": 49,
         *           "formatted": "49,00 €"
         *         },
         *         {
         *           "type": "monthly",
         *           "amount": 30,
         *           "formatted": "30,00 €"
         *         }
         *       ],
         *       "priceItems": [
         *         {
         *           "type": "charge",
         *           "period": "once",
         *           "label": "Anzahlung",
         *           "amount": 49,
         *           "formatted": "49,00 €"
         *         },
         *         {
         *           "type": "charge",
         *           "period": "monthly",
         *           "label": "O2 My Handy Rate (24 Monate)",
         *           "amount": 30,
         *           "formatted": "30,00 €",
         *           "durationMonths": 24
         *         }
         *       ]
         *     }
         */
        Hardware: {
            id: string;
            name: string;
            manufacturer: string;
            category: components["schemas"]["ProductCategory"];
            color: components["schemas"]["ColorOption"];
            capacity: components["schemas"]["CapacityOption"];
            colors: components["schemas"]["ColorOption"][];
            capacities: components["schemas"]["CapacityOption"][];
            imageUrl?: string;
            prices: components["schemas"]["PriceEntry"][];
            priceItems: components["schemas"]["PriceItem"][];
        };
        /**
         * @example {
         *       "id": "o2-mobile-m",
         *       "name": "O2 Mobile M",
         *       "category": "mobile",
         *       "contractItemKind": "Tariff",
         *       "dataVolumeGb": 50,
         *       "minimumTermMonths": 24,
         *       "features": [
         *         "Allnet-Flat",
         *         "5G",
         *         "EU-Roaming"
         *       ],
         *       "prices": [
         *         {
         *           "type": "monthly",
         *           "amount": 29.99,
         *           "formatted": "29,99 €"
         *         }
         *       ],
         *       "priceItems": [
         *         {
         *           "type": "charge",
         *           "period": "monthly",
         *           "label": "Grundgebühr",
         *           "amount": 34.99,
         *           "formatted": "34,99 €"
         *         },
         *         {
         *           "type": "discount",
         *           "period": "monthly",
         *           "label": "Online-Vorteil",
         *           "amount": -5,
         *           "formatted": "-5,00 €",
         *           "durationMonths": 12
         *         }
         *       ]
         *     }
         */
        Tariff: {
            id: string;
            name: string;
            category: components["schemas"]["ProductCategory"];
            contractItemKind: components["schemas"]["ContractItemKind"];
            lineTechnology?: components["schemas"]["LineTechnology"];
            /** @description Absent for unlimited data. */
            dataVolumeGb?: number;
            /** @description Home internet download speed. */
            bandwidthMbit?: number;
            minimumTermMonths: number;
            features: string[];
            prices: components["schemas"]["PriceEntry"][];
            priceItems: components["schemas"]["PriceItem"][];
        };
        /**
         * @description An option added to a tariff; device insurance is a pack of its own contract item kind.
         * @example {
         *       "id": "device-insurance-premium",
         *       "name": "Handyversicherung Premium",
         *       "type": "deviceInsurance",
         *       "category": "mobile",
         *       "contractItemKind": "DeviceInsurance",
         *       "description": "Schutz bei Display-Bruch, Diebstahl und Flüssigkeitsschäden",
         *       "minimumTermMonths": 1,
         *       "prices": [
         *         {
         *           "type": "monthly",
         *           "amount": 9.99,
         *           "formatted": "9,99 €"
         *         }
         *       ],
         *       "priceItems": [
         *         {
         *           "type": "charge",
         *           "period": "monthly",
         *           "label": "Handyversicherung Premium",
         *           "amount": 9.99,
         *           "formatted": "9,99 €"
         *         }
         *       ]
         *     }
         */
        Pack: {
            id: string;
            name: string;
            type: components["schemas"]["PackType"];
            category: components["schemas"]["ProductCategory"];
            contractItemKind: components["schemas"]["ContractItemKind"];
            description?: string;
            minimumTermMonths?: number;
            prices: components["schemas"]["PriceEntry"][];
            priceItems: components["schemas"]["PriceItem"][];
        };
        /**
         * @description One product as reported to analytics.
         * @example {
         *       "id": "samsung-galaxy-s25-256-navy",
         *       "name": "Samsung Galaxy S25",
         *       "category": "Handy",
         *       "price": 49,
         *       "monthlyPrice": 30,
         *       "oneTimePrice": 49,
         *       "quantity": 1,
         *       "position": 1,
         *       "brand": "Samsung Galaxy S25",
         *       "variant": "Navy 256 GB"
         *     }
         */
        EcommerceProduct: {
            id: string;
            name: string;
            /** @enum {string} */
            category: "Handy" | "Tarif" | "Pack";
            price: number;
            monthlyPrice: number;
            oneTimePrice: number;
            /** @constant */
            quantity: 1;
            /** @description 1-based index of the offer in the cart. */
            position: number;
            brand?: string;
            /** @description Colour and capacity of a device. */
            variant?: string;
        };
        /**
         * @example {
         *       "currency": "EUR",
         *       "revenue": 113.97,
         *       "tax": 18.2,
         *       "shipping": 4.99,
         *       "affiliation": "O2",
         *       "payment": "",
         *       "products": [
         *         {
         *           "id": "samsung-galaxy-s25-256-navy",
         *           "name": "Samsung Galaxy S25",
         *           "category": "Handy",
         *           "price": 49,
         *           "monthlyPrice": 30,
         *           "oneTimePrice": 49,
         *           "quantity": 1,
         *           "position": 1,
         *           "brand": "Samsung Galaxy S25",
         *           "variant": "Navy 256 GB"
         *         }
         *       ]
         *     }
         */
        Ecommerce: {
            /** @constant */
            currency: "EUR";
            revenue: number;
            tax: number;
            shipping: number;
            /** @description Brand display name. */
            affiliation: string;
            /** @description Chosen payment method; empty before the order. */
            payment: string;
            products: components["schemas"]["EcommerceProduct"][];
        };
        /**
         * @example {
         *       "monthly": {
         *         "type": "monthly",
         *         "amount": 69.97,
         *         "formatted": "69,97 €"
         *       },
         *       "once": {
         *         "type": "once",
         *         "amount": 93.98,
         *         "formatted": "93,98 €"
         *       }
         *     }
         */
        OfferTotals: {
            monthly: components["schemas"]["PriceEntry"];
            once: components["schemas"]["PriceEntry"];
        };
        /**
         * @description One offer in the cart.
         * @example {
         *       "offerId": "OF-100001",
         *       "token": "demo-offer-standard",
         *       "kind": "offer",
         *       "bundleKind": "none",
         *       "title": "Samsung Galaxy S25 mit O2 Mobile M",
         *       "hardware": {
         *         "id": "samsung-galaxy-s25-256-navy",
         *         "name": "Samsung Galaxy S25",
         *         "manufacturer": "Samsung",
         *         "category": "myHandy",
         *         "color": {
         *           "id": "navy",
         *           "name": "Navy",
         *           "hex": "#1F2A44"
         *         },
         *         "capacity": {
         *           "id": "256gb",
         *           "gigabytes": 256,
         *           "label": "256 GB"
         *         },
         *         "colors": [
         *           {
         *             "id": "navy",
         *             "name": "Navy",
         *             "hex": "#1F2A44"
         *           },
         *           {
         *             "id": "icyblue",
         *             "name": "Icyblue",
         *             "hex": "#B9D3E6"
         *           }
         *         ],
         *         "capacities": [
         *           {
         *             "id": "128gb",
         *             "gigabytes": 128,
         *             "label": "128 GB"
         *           },
         *           {
         *             "id": "256gb",
         *             "gigabytes": 256,
         *             "label": "256 GB"
         *           }
         *         ],
         *         "prices": [
         *           {
         *             "type": "once",
         *             "amount": 49,
         *             "formatted": "49,00 €"
         *           },
         *           {
         *             "type": "monthly",
         *             "amount": 30,
         *             "formatted": "30,00 €"
         *           }
         *         ],
         *         "priceItems": [
         *           {
         *             "type": "charge",
         *             "period": "once",
         *             "label": "Anzahlung",
         *             "amount": 49,
         *             "formatted": "49,00 €"
         *           },
         *           {
         *             "type": "charge",
         *             "period": "monthly",
         *             "label": "O2 My Handy Rate (24 Monate)",
         *             "amount": 30,
         *             "formatted": "30,00 €",
         *             "durationMonths": 24
         *           }
         *         ]
         *       },
         *       "tariff": {
         *         "id": "o2-mobile-m",
         *         "name": "O2 Mobile M",
         *         "category": "mobile",
         *         "contractItemKind": "Tariff",
         *         "dataVolumeGb": 50,
         *         "minimumTermMonths": 24,
         *         "features": [
         *           "Allnet-Flat",
         *           "5G",
         *           "EU-Roaming"
         *         ],
         *         "prices": [
         *           {
         *             "type": "monthly",
         *             "amount": 29.99,
         *             "formatted": "29,99 €"
         *           }
         *         ],
         *         "priceItems": [
         *           {
         *             "type": "charge",
         *             "period": "monthly",
         *             "label": "Grundgebühr",
         *             "amount": 34.99,
         *             "formatted": "34,99 €"
         *           },
         *           {
         *             "type": "discount",
         *             "period": "monthly",
         *             "label": "Online-Vorteil",
         *             "amount": -5,
         *             "formatted": "-5,00 €",
         *             "durationMonths": 12
         *           }
         *         ]
         *       },
         *       "packs": [
         *         {
         *           "id": "device-insurance-premium",
         *           "name": "Handyversicherung Premium",
         *           "type": "deviceInsurance",
         *           "category": "mobile",
         *           "contractItemKind": "DeviceInsurance",
         *           "description": "Schutz bei Display-Bruch, Diebstahl und Flüssigkeitsschäden",
         *           "minimumTermMonths": 1,
         *           "prices": [
         *             {
         *               "type": "monthly",
         *               "amount": 9.99,
         *               "formatted": "9,99 €"
         *             }
         *           ],
         *           "priceItems": [
         *             {
         *               "type": "charge",
         *               "period": "monthly",
         *               "label": "Handyversicherung Premium",
         *               "amount": 9.99,
         *               "formatted": "9,99 €"
         *             }
         *           ]
         *         }
         *       ],
         *       "priceItems": [
         *         {
         *           "type": "connectionfee",
         *           "period": "once",
         *           "label": "Anschlusspreis",
         *           "amount": 39.99,
         *           "formatted": "39,99 €"
         *         },
         *         {
         *           "type": "shippingfee",
         *           "period": "once",
         *           "label": "Versand",
         *           "amount": 4.99,
         *           "formatted": "4,99 €"
         *         }
         *       ],
         *       "totals": {
         *         "monthly": {
         *           "type": "monthly",
         *           "amount": 69.97,
         *           "formatted": "69,97 €"
         *         },
         *         "once": {
         *           "type": "once",
         *           "amount": 93.98,
         *           "formatted": "93,98 €"
         *         }
         *       },
         *       "ecommerce": {
         *         "currency": "EUR",
         *         "revenue": 113.97,
         *         "tax": 18.2,
         *         "shipping": 4.99,
         *         "affiliation": "O2",
         *         "payment": "",
         *         "products": [
         *           {
         *             "id": "samsung-galaxy-s25-256-navy",
         *             "name": "Samsung Galaxy S25",
         *             "category": "Handy",
         *             "price": 49,
         *             "monthlyPrice": 30,
         *             "oneTimePrice": 49,
         *             "quantity": 1,
         *             "position": 1,
         *             "brand": "Samsung Galaxy S25",
         *             "variant": "Navy 256 GB"
         *           }
         *         ]
         *       }
         *     }
         */
        OfferItem: {
            offerId: string;
            token: components["schemas"]["Token"];
            kind: components["schemas"]["OfferKind"];
            bundleKind: components["schemas"]["BundleKind"];
            title: string;
            hardware?: components["schemas"]["Hardware"];
            tariff?: components["schemas"]["Tariff"];
            packs: components["schemas"]["Pack"][];
            priceItems: components["schemas"]["PriceItem"][];
            totals: components["schemas"]["OfferTotals"];
            ecommerce: components["schemas"]["Ecommerce"];
        };
        /**
         * @description What the customer orders; the client keeps it in local storage, tied to the use case.
         * @example {
         *       "offerUseCase": "Standard",
         *       "productTypes": [
         *         "Mobile",
         *         "MyHandy"
         *       ],
         *       "offers": [
         *         {
         *           "offerId": "OF-100001",
         *           "token": "demo-offer-standard",
         *           "kind": "offer",
         *           "bundleKind": "none",
         *           "title": "Samsung Galaxy S25 mit O2 Mobile M",
         *           "hardware": {
         *             "id": "samsung-galaxy-s25-256-navy",
         *             "name": "Samsung Galaxy S25",
         *             "manufacturer": "Samsung",
         *             "category": "myHandy",
         *             "color": {
         *               "id": "navy",
         *               "name": "Navy",
         *               "hex": "#1F2A44"
         *             },
         *             "capacity": {
         *               "id": "256gb",
         *               "gigabytes": 256,
         *               "label": "256 GB"
         *             },
         *             "colors": [
         *               {
         *                 "id": "navy",
         *                 "name": "Navy",
         *                 "hex": "#1F2A44"
         *               },
         *               {
         *                 "id": "icyblue",
         *                 "name": "Icyblue",
         *                 "hex": "#B9D3E6"
         *               }
         *             ],
         *             "capacities": [
         *               {
         *                 "id": "128gb",
         *                 "gigabytes": 128,
         *                 "label": "128 GB"
         *               },
         *               {
         *                 "id": "256gb",
         *                 "gigabytes": 256,
         *                 "label": "256 GB"
         *               }
         *             ],
         *             "prices": [
         *               {
         *                 "type": "once",
         *                 "amount": 49,
         *                 "formatted": "49,00 €"
         *               },
         *               {
         *                 "type": "monthly",
         *                 "amount": 30,
         *                 "formatted": "30,00 €"
         *               }
         *             ],
         *             "priceItems": [
         *               {
         *                 "type": "charge",
         *                 "period": "once",
         *                 "label": "Anzahlung",
         *                 "amount": 49,
         *                 "formatted": "49,00 €"
         *               },
         *               {
         *                 "type": "charge",
         *                 "period": "monthly",
         *                 "label": "O2 My Handy Rate (24 Monate)",
         *                 "amount": 30,
         *                 "formatted": "30,00 €",
         *                 "durationMonths": 24
         *               }
         *             ]
         *           },
         *           "tariff": {
         *             "id": "o2-mobile-m",
         *             "name": "O2 Mobile M",
         *             "category": "mobile",
         *             "contractItemKind": "Tariff",
         *             "dataVolumeGb": 50,
         *             "minimumTermMonths": 24,
         *             "features": [
         *               "Allnet-Flat",
         *               "5G",
         *               "EU-Roaming"
         *             ],
         *             "prices": [
         *               {
         *                 "type": "monthly",
         *                 "amount": 29.99,
         *                 "formatted": "29,99 €"
         *               }
         *             ],
         *             "priceItems": [
         *               {
         *                 "type": "charge",
         *                 "period": "monthly",
         *                 "label": "Grundgebühr",
         *                 "amount": 34.99,
         *                 "formatted": "34,99 €"
         *               },
         *               {
         *                 "type": "discount",
         *                 "period": "monthly",
         *                 "label": "Online-Vorteil",
         *                 "amount": -5,
         *                 "formatted": "-5,00 €",
         *                 "durationMonths": 12
         *               }
         *             ]
         *           },
         *           "packs": [
         *             {
         *               "id": "device-insurance-premium",
         *               "name": "Handyversicherung Premium",
         *               "type": "deviceInsurance",
         *               "category": "mobile",
         *               "contractItemKind": "DeviceInsurance",
         *               "description": "Schutz bei Display-Bruch, Diebstahl und Flüssigkeitsschäden",
         *               "minimumTermMonths": 1,
         *               "prices": [
         *                 {
         *                   "type": "monthly",
         *                   "amount": 9.99,
         *                   "formatted": "9,99 €"
         *                 }
         *               ],
         *               "priceItems": [
         *                 {
         *                   "type": "charge",
         *                   "period": "monthly",
         *                   "label": "Handyversicherung Premium",
         *                   "amount": 9.99,
         *                   "formatted": "9,99 €"
         *                 }
         *               ]
         *             }
         *           ],
         *           "priceItems": [
         *             {
         *               "type": "connectionfee",
         *               "period": "once",
         *               "label": "Anschlusspreis",
         *               "amount": 39.99,
         *               "formatted": "39,99 €"
         *             },
         *             {
         *               "type": "shippingfee",
         *               "period": "once",
         *               "label": "Versand",
         *               "amount": 4.99,
         *               "formatted": "4,99 €"
         *             }
         *           ],
         *           "totals": {
         *             "monthly": {
         *               "type": "monthly",
         *               "amount": 69.97,
         *               "formatted": "69,97 €"
         *             },
         *             "once": {
         *               "type": "once",
         *               "amount": 93.98,
         *               "formatted": "93,98 €"
         *             }
         *           },
         *           "ecommerce": {
         *             "currency": "EUR",
         *             "revenue": 113.97,
         *             "tax": 18.2,
         *             "shipping": 4.99,
         *             "affiliation": "O2",
         *             "payment": "",
         *             "products": [
         *               {
         *                 "id": "samsung-galaxy-s25-256-navy",
         *                 "name": "Samsung Galaxy S25",
         *                 "category": "Handy",
         *                 "price": 49,
         *                 "monthlyPrice": 30,
         *                 "oneTimePrice": 49,
         *                 "quantity": 1,
         *                 "position": 1,
         *                 "brand": "Samsung Galaxy S25",
         *                 "variant": "Navy 256 GB"
         *               }
         *             ]
         *           }
         *         }
         *       ]
         *     }
         */
        Cart: {
            offerUseCase: components["schemas"]["OfferUseCase"];
            productTypes: components["schemas"]["ProductType"][];
            offers: components["schemas"]["OfferItem"][];
        };
        /**
         * @example {
         *       "id": "contract-summary",
         *       "type": "contractSummary",
         *       "title": "Vertragszusammenfassung",
         *       "url": "/api/offer/documents/demo-offer-standard/OF-100001/contract-summary",
         *       "mandatory": true
         *     }
         */
        OfferDocument: {
            id: string;
            type: components["schemas"]["DocumentType"];
            title: string;
            /** @description Path of `GET /api/offer/documents/{a}/{b}/{c}`. */
            url: string;
            /** @description Must be acknowledged before ordering. */
            mandatory: boolean;
        };
        /**
         * @description Whom the offer greets.
         * @example {
         *       "salutation": "frau",
         *       "firstName": "Erika",
         *       "lastName": "Mustermann"
         *     }
         */
        OfferCustomer: {
            salutation?: components["schemas"]["Salutation"];
            firstName?: string;
            lastName?: string;
        };
        /**
         * @description The identity verification that belongs to a green_idv offer.
         * @example {
         *       "idvToken": "demo-idv-selection",
         *       "otp": false
         *     }
         */
        Identification: {
            idvToken: components["schemas"]["Token"];
            /** @description By one-time password (mixed basket). */
            otp: boolean;
        };
        /**
         * @example {
         *       "token": "demo-offer-standard",
         *       "brand": "o2",
         *       "kind": "offer",
         *       "offerUseCase": "Standard",
         *       "state": "open",
         *       "validUntil": "2025-12-05T23:59:59Z",
         *       "customer": {
         *         "salutation": "frau",
         *         "firstName": "Erika",
         *         "lastName": "Mustermann"
         *       },
         *       "cart": {
         *         "offerUseCase": "Standard",
         *         "productTypes": [
         *           "Mobile",
         *           "MyHandy"
         *         ],
         *         "offers": [
         *           {
         *             "offerId": "OF-100001",
         *             "token": "demo-offer-standard",
         *             "kind": "offer",
         *             "bundleKind": "none",
         *             "title": "Samsung Galaxy S25 mit O2 Mobile M",
         *             "hardware": {
         *               "id": "samsung-galaxy-s25-256-navy",
         *               "name": "Samsung Galaxy S25",
         *               "manufacturer": "Samsung",
         *               "category": "myHandy",
         *               "color": {
         *                 "id": "navy",
         *                 "name": "Navy",
         *                 "hex": "#1F2A44"
         *               },
         *               "capacity": {
         *                 "id": "256gb",
         *                 "gigabytes": 256,
         *                 "label": "256 GB"
         *               },
         *               "colors": [
         *                 {
         *                   "id": "navy",
         *                   "name": "Navy",
         *                   "hex": "#1F2A44"
         *                 },
         *                 {
         *                   "id": "icyblue",
         *                   "name": "Icyblue",
         *                   "hex": "#B9D3E6"
         *                 }
         *               ],
         *               "capacities": [
         *                 {
         *                   "id": "128gb",
         *                   "gigabytes": 128,
         *                   "label": "128 GB"
         *                 },
         *                 {
         *                   "id": "256gb",
         *                   "gigabytes": 256,
         *                   "label": "256 GB"
         *                 }
         *               ],
         *               "prices": [
         *                 {
         *                   "type": "once",
         *                   "amount": 49,
         *                   "formatted": "49,00 €"
         *                 },
         *                 {
         *                   "type": "monthly",
         *                   "amount": 30,
         *                   "formatted": "30,00 €"
         *                 }
         *               ],
         *               "priceItems": [
         *                 {
         *                   "type": "charge",
         *                   "period": "once",
         *                   "label": "Anzahlung",
         *                   "amount": 49,
         *                   "formatted": "49,00 €"
         *                 },
         *                 {
         *                   "type": "charge",
         *                   "period": "monthly",
         *                   "label": "O2 My Handy Rate (24 Monate)",
         *                   "amount": 30,
         *                   "formatted": "30,00 €",
         *                   "durationMonths": 24
         *                 }
         *               ]
         *             },
         *             "tariff": {
         *               "id": "o2-mobile-m",
         *               "name": "O2 Mobile M",
         *               "category": "mobile",
         *               "contractItemKind": "Tariff",
         *               "dataVolumeGb": 50,
         *               "minimumTermMonths": 24,
         *               "features": [
         *                 "Allnet-Flat",
         *                 "5G",
         *                 "EU-Roaming"
         *               ],
         *               "prices": [
         *                 {
         *                   "type": "monthly",
         *                   "amount": 29.99,
         *                   "formatted": "29,99 €"
         *                 }
         *               ],
         *               "priceItems": [
         *                 {
         *                   "type": "charge",
         *                   "period": "monthly",
         *                   "label": "Grundgebühr",
         *                   "amount": 34.99,
         *                   "formatted": "34,99 €"
         *                 },
         *                 {
         *                   "type": "discount",
         *                   "period": "monthly",
         *                   "label": "Online-Vorteil",
         *                   "amount": -5,
         *                   "formatted": "-5,00 €",
         *                   "durationMonths": 12
         *                 }
         *               ]
         *             },
         *             "packs": [
         *               {
         *                 "id": "device-insurance-premium",
         *                 "name": "Handyversicherung Premium",
         *                 "type": "deviceInsurance",
         *                 "category": "mobile",
         *                 "contractItemKind": "DeviceInsurance",
         *                 "description": "Schutz bei Display-Bruch, Diebstahl und Flüssigkeitsschäden",
         *                 "minimumTermMonths": 1,
         *                 "prices": [
         *                   {
         *                     "type": "monthly",
         *                     "amount": 9.99,
         *                     "formatted": "9,99 €"
         *                   }
         *                 ],
         *                 "priceItems": [
         *                   {
         *                     "type": "charge",
         *                     "period": "monthly",
         *                     "label": "Handyversicherung Premium",
         *                     "amount": 9.99,
         *                     "formatted": "9,99 €"
         *                   }
         *                 ]
         *               }
         *             ],
         *             "priceItems": [
         *               {
         *                 "type": "connectionfee",
         *                 "period": "once",
         *                 "label": "Anschlusspreis",
         *                 "amount": 39.99,
         *                 "formatted": "39,99 €"
         *               },
         *               {
         *                 "type": "shippingfee",
         *                 "period": "once",
         *                 "label": "Versand",
         *                 "amount": 4.99,
         *                 "formatted": "4,99 €"
         *               }
         *             ],
         *             "totals": {
         *               "monthly": {
         *                 "type": "monthly",
         *                 "amount": 69.97,
         *                 "formatted": "69,97 €"
         *               },
         *               "once": {
         *                 "type": "once",
         *                 "amount": 93.98,
         *                 "formatted": "93,98 €"
         *               }
         *             },
         *             "ecommerce": {
         *               "currency": "EUR",
         *               "revenue": 113.97,
         *               "tax": 18.2,
         *               "shipping": 4.99,
         *               "affiliation": "O2",
         *               "payment": "",
         *               "products": [
         *                 {
         *                   "id": "samsung-galaxy-s25-256-navy",
         *                   "name": "Samsung Galaxy S25",
         *                   "category": "Handy",
         *                   "price": 49,
         *                   "monthlyPrice": 30,
         *                   "oneTimePrice": 49,
         *                   "quantity": 1,
         *                   "position": 1,
         *                   "brand": "Samsung Galaxy S25",
         *                   "variant": "Navy 256 GB"
         *                 }
         *               ]
         *             }
         *           }
         *         ]
         *       },
         *       "documents": [
         *         {
         *           "id": "contract-summary",
         *           "type": "contractSummary",
         *           "title": "Vertragszusammenfassung",
         *           "url": "/api/offer/documents/demo-offer-standard/OF-100001/contract-summary",
         *           "mandatory": true
         *         }
         *       ],
         *       "paymentMethods": [
         *         "sepa",
         *         "creditCard",
         *         "paypal"
         *       ],
         *       "shopHotline": "0800 5200 123"
         *     }
         */
        Offer: {
            token: components["schemas"]["Token"];
            brand: components["schemas"]["BrandSlug"];
            kind: components["schemas"]["OfferKind"];
            offerUseCase: components["schemas"]["OfferUseCase"];
            state: components["schemas"]["OfferState"];
            /** Format: date-time */
            validUntil: string;
            customer: components["schemas"]["OfferCustomer"];
            cart: components["schemas"]["Cart"];
            documents: components["schemas"]["OfferDocument"][];
            paymentMethods: components["schemas"]["PaymentMethod"][];
            identification?: components["schemas"]["Identification"];
            shopHotline: string;
            /** @description Carts the customer may order instead of `cart` (orange, yellow and green APM alternatives, in the variant of the offer: _tm, _vvl). Same token; each has its own offer ids and documents. */
            alternatives?: components["schemas"]["OfferAlternative"][];
        };
        /**
         * @description An alternative to the offer's own cart, shown beside it for the customer to choose.
         * @example {
         *       "kind": "orange",
         *       "cart": {
         *         "offerUseCase": "Standard",
         *         "productTypes": [
         *           "Mobile",
         *           "MyHandy"
         *         ],
         *         "offers": [
         *           {
         *             "offerId": "OF-100001",
         *             "token": "demo-offer-standard",
         *             "kind": "offer",
         *             "bundleKind": "none",
         *             "title": "Samsung Galaxy S25 mit O2 Mobile M",
         *             "hardware": {
         *               "id": "samsung-galaxy-s25-256-navy",
         *               "name": "Samsung Galaxy S25",
         *               "manufacturer": "Samsung",
         *               "category": "myHandy",
         *               "color": {
         *                 "id": "navy",
         *                 "name": "Navy",
         *                 "hex": "#1F2A44"
         *               },
         *               "capacity": {
         *                 "id": "256gb",
         *                 "gigabytes": 256,
         *                 "label": "256 GB"
         *               },
         *               "colors": [
         *                 {
         *                   "id": "navy",
         *                   "name": "Navy",
         *                   "hex": "#1F2A44"
         *                 },
         *                 {
         *                   "id": "icyblue",
         *                   "name": "Icyblue",
         *                   "hex": "#B9D3E6"
         *                 }
         *               ],
         *               "capacities": [
         *                 {
         *                   "id": "128gb",
         *                   "gigabytes": 128,
         *                   "label": "128 GB"
         *                 },
         *                 {
         *                   "id": "256gb",
         *                   "gigabytes": 256,
         *                   "label": "256 GB"
         *                 }
         *               ],
         *               "prices": [
         *                 {
         *                   "type": "once",
         *                   "amount": 49,
         *                   "formatted": "49,00 €"
         *                 },
         *                 {
         *                   "type": "monthly",
         *                   "amount": 30,
         *                   "formatted": "30,00 €"
         *                 }
         *               ],
         *               "priceItems": [
         *                 {
         *                   "type": "charge",
         *                   "period": "once",
         *                   "label": "Anzahlung",
         *                   "amount": 49,
         *                   "formatted": "49,00 €"
         *                 },
         *                 {
         *                   "type": "charge",
         *                   "period": "monthly",
         *                   "label": "O2 My Handy Rate (24 Monate)",
         *                   "amount": 30,
         *                   "formatted": "30,00 €",
         *                   "durationMonths": 24
         *                 }
         *               ]
         *             },
         *             "tariff": {
         *               "id": "o2-mobile-m",
         *               "name": "O2 Mobile M",
         *               "category": "mobile",
         *               "contractItemKind": "Tariff",
         *               "dataVolumeGb": 50,
         *               "minimumTermMonths": 24,
         *               "features": [
         *                 "Allnet-Flat",
         *                 "5G",
         *                 "EU-Roaming"
         *               ],
         *               "prices": [
         *                 {
         *                   "type": "monthly",
         *                   "amount": 29.99,
         *                   "formatted": "29,99 €"
         *                 }
         *               ],
         *               "priceItems": [
         *                 {
         *                   "type": "charge",
         *                   "period": "monthly",
         *                   "label": "Grundgebühr",
         *                   "amount": 34.99,
         *                   "formatted": "34,99 €"
         *                 },
         *                 {
         *                   "type": "discount",
         *                   "period": "monthly",
         *                   "label": "Online-Vorteil",
         *                   "amount": -5,
         *                   "formatted": "-5,00 €",
         *                   "durationMonths": 12
         *                 }
         *               ]
         *             },
         *             "packs": [
         *               {
         *                 "id": "device-insurance-premium",
         *                 "name": "Handyversicherung Premium",
         *                 "type": "deviceInsurance",
         *                 "category": "mobile",
         *                 "contractItemKind": "DeviceInsurance",
         *                 "description": "Schutz bei Display-Bruch, Diebstahl und Flüssigkeitsschäden",
         *                 "minimumTermMonths": 1,
         *                 "prices": [
         *                   {
         *                     "type": "monthly",
         *                     "amount": 9.99,
         *                     "formatted": "9,99 €"
         *                   }
         *                 ],
         *                 "priceItems": [
         *                   {
         *                     "type": "charge",
         *                     "period": "monthly",
         *                     "label": "Handyversicherung Premium",
         *                     "amount": 9.99,
         *                     "formatted": "9,99 €"
         *                   }
         *                 ]
         *               }
         *             ],
         *             "priceItems": [
         *               {
         *                 "type": "connectionfee",
         *                 "period": "once",
         *                 "label": "Anschlusspreis",
         *                 "amount": 39.99,
         *                 "formatted": "39,99 €"
         *               },
         *               {
         *                 "type": "shippingfee",
         *                 "period": "once",
         *                 "label": "Versand",
         *                 "amount": 4.99,
         *                 "formatted": "4,99 €"
         *               }
         *             ],
         *             "totals": {
         *               "monthly": {
         *                 "type": "monthly",
         *                 "amount": 69.97,
         *                 "formatted": "69,97 €"
         *               },
         *               "once": {
         *                 "type": "once",
         *                 "amount": 93.98,
         *                 "formatted": "93,98 €"
         *               }
         *             },
         *             "ecommerce": {
         *               "currency": "EUR",
         *               "revenue": 113.97,
         *               "tax": 18.2,
         *               "shipping": 4.99,
         *               "affiliation": "O2",
         *               "payment": "",
         *               "products": [
         *                 {
         *                   "id": "samsung-galaxy-s25-256-navy",
         *                   "name": "Samsung Galaxy S25",
         *                   "category": "Handy",
         *                   "price": 49,
         *                   "monthlyPrice": 30,
         *                   "oneTimePrice": 49,
         *                   "quantity": 1,
         *                   "position": 1,
         *                   "brand": "Samsung Galaxy S25",
         *                   "variant": "Navy 256 GB"
         *                 }
         *               ]
         *             }
         *           }
         *         ]
         *       },
         *       "documents": [
         *         {
         *           "id": "contract-summary",
         *           "type": "contractSummary",
         *           "title": "Vertragszusammenfassung",
         *           "url": "/api/offer/documents/demo-offer-standard/OF-100001/contract-summary",
         *           "mandatory": true
         *         }
         *       ]
         *     }
         */
        OfferAlternative: {
            kind: components["schemas"]["OfferKind"];
            cart: components["schemas"]["Cart"];
            documents: components["schemas"]["OfferDocument"][];
        };
        /**
         * @example {
         *       "token": "demo-offer-standard",
         *       "brand": "o2",
         *       "kind": "offer",
         *       "offerUseCase": "Standard",
         *       "state": "open",
         *       "validUntil": "2025-12-05T23:59:59Z",
         *       "personalDataComplete": true,
         *       "identityDataComplete": false
         *     }
         */
        OfferVerification: {
            token: components["schemas"]["Token"];
            brand: components["schemas"]["BrandSlug"];
            kind: components["schemas"]["OfferKind"];
            offerUseCase: components["schemas"]["OfferUseCase"];
            state: components["schemas"]["OfferState"];
            /** Format: date-time */
            validUntil: string;
            personalDataComplete: boolean;
            identityDataComplete: boolean;
        };
        /**
         * @example {
         *       "offer": {
         *         "token": "demo-offer-standard",
         *         "brand": "o2",
         *         "kind": "offer",
         *         "offerUseCase": "Standard",
         *         "state": "open",
         *         "validUntil": "2025-12-05T23:59:59Z",
         *         "customer": {
         *           "salutation": "frau",
         *           "firstName": "Erika",
         *           "lastName": "Mustermann"
         *         },
         *         "cart": {
         *           "offerUseCase": "Standard",
         *           "productTypes": [
         *             "Mobile",
         *             "MyHandy"
         *           ],
         *           "offers": [
         *             {
         *               "offerId": "OF-100001",
         *               "token": "demo-offer-standard",
         *               "kind": "offer",
         *               "bundleKind": "none",
         *               "title": "Samsung Galaxy S25 mit O2 Mobile M",
         *               "hardware": {
         *                 "id": "samsung-galaxy-s25-256-navy",
         *                 "name": "Samsung Galaxy S25",
         *                 "manufacturer": "Samsung",
         *                 "category": "myHandy",
         *                 "color": {
         *                   "id": "navy",
         *                   "name": "Navy",
         *                   "hex": "#1F2A44"
         *                 },
         *                 "capacity": {
         *                   "id": "256gb",
         *                   "gigabytes": 256,
         *                   "label": "256 GB"
         *                 },
         *                 "colors": [
         *                   {
         *                     "id": "navy",
         *                     "name": "Navy",
         *                     "hex": "#1F2A44"
         *                   },
         *                   {
         *                     "id": "icyblue",
         *                     "name": "Icyblue",
         *                     "hex": "#B9D3E6"
         *                   }
         *                 ],
         *                 "capacities": [
         *                   {
         *                     "id": "128gb",
         *                     "gigabytes": 128,
         *                     "label": "128 GB"
         *                   },
         *                   {
         *                     "id": "256gb",
         *                     "gigabytes": 256,
         *                     "label": "256 GB"
         *                   }
         *                 ],
         *                 "prices": [
         *                   {
         *                     "type": "once",
         *                     "amount": 49,
         *                     "formatted": "49,00 €"
         *                   },
         *                   {
         *                     "type": "monthly",
         *                     "amount": 30,
         *                     "formatted": "30,00 €"
         *                   }
         *                 ],
         *                 "priceItems": [
         *                   {
         *                     "type": "charge",
         *                     "period": "once",
         *                     "label": "Anzahlung",
         *                     "amount": 49,
         *                     "formatted": "49,00 €"
         *                   },
         *                   {
         *                     "type": "charge",
         *                     "period": "monthly",
         *                     "label": "O2 My Handy Rate (24 Monate)",
         *                     "amount": 30,
         *                     "formatted": "30,00 €",
         *                     "durationMonths": 24
         *                   }
         *                 ]
         *               },
         *               "tariff": {
         *                 "id": "o2-mobile-m",
         *                 "name": "O2 Mobile M",
         *                 "category": "mobile",
         *                 "contractItemKind": "Tariff",
         *                 "dataVolumeGb": 50,
         *                 "minimumTermMonths": 24,
         *                 "features": [
         *                   "Allnet-Flat",
         *                   "5G",
         *                   "EU-Roaming"
         *                 ],
         *                 "prices": [
         *                   {
         *                     "type": "monthly",
         *                     "amount": 29.99,
         *                     "formatted": "29,99 €"
         *                   }
         *                 ],
         *                 "priceItems": [
         *                   {
         *                     "type": "charge",
         *                     "period": "monthly",
         *                     "label": "Grundgebühr",
         *                     "amount": 34.99,
         *                     "formatted": "34,99 €"
         *                   },
         *                   {
         *                     "type": "discount",
         *                     "period": "monthly",
         *                     "label": "Online-Vorteil",
         *                     "amount": -5,
         *                     "formatted": "-5,00 €",
         *                     "durationMonths": 12
         *                   }
         *                 ]
         *               },
         *               "packs": [
         *                 {
         *                   "id": "device-insurance-premium",
         *                   "name": "Handyversicherung Premium",
         *                   "type": "deviceInsurance",
         *                   "category": "mobile",
         *                   "contractItemKind": "DeviceInsurance",
         *                   "description": "Schutz bei Display-Bruch, Diebstahl und Flüssigkeitsschäden",
         *                   "minimumTermMonths": 1,
         *                   "prices": [
         *                     {
         *                       "type": "monthly",
         *                       "amount": 9.99,
         *                       "formatted": "9,99 €"
         *                     }
         *                   ],
         *                   "priceItems": [
         *                     {
         *                       "type": "charge",
         *                       "period": "monthly",
         *                       "label": "Handyversicherung Premium",
         *                       "amount": 9.99,
         *                       "formatted": "9,99 €"
         *                     }
         *                   ]
         *                 }
         *               ],
         *               "priceItems": [
         *                 {
         *                   "type": "connectionfee",
         *                   "period": "once",
         *                   "label": "Anschlusspreis",
         *                   "amount": 39.99,
         *                   "formatted": "39,99 €"
         *                 },
         *                 {
         *                   "type": "shippingfee",
         *                   "period": "once",
         *                   "label": "Versand",
         *                   "amount": 4.99,
         *                   "formatted": "4,99 €"
         *                 }
         *               ],
         *               "totals": {
         *                 "monthly": {
         *                   "type": "monthly",
         *                   "amount": 69.97,
         *                   "formatted": "69,97 €"
         *                 },
         *                 "once": {
         *                   "type": "once",
         *                   "amount": 93.98,
         *                   "formatted": "93,98 €"
         *                 }
         *               },
         *               "ecommerce": {
         *                 "currency": "EUR",
         *                 "revenue": 113.97,
         *                 "tax": 18.2,
         *                 "shipping": 4.99,
         *                 "affiliation": "O2",
         *                 "payment": "",
         *                 "products": [
         *                   {
         *                     "id": "samsung-galaxy-s25-256-navy",
         *                     "name": "Samsung Galaxy S25",
         *                     "category": "Handy",
         *                     "price": 49,
         *                     "monthlyPrice": 30,
         *                     "oneTimePrice": 49,
         *                     "quantity": 1,
         *                     "position": 1,
         *                     "brand": "Samsung Galaxy S25",
         *                     "variant": "Navy 256 GB"
         *                   }
         *                 ]
         *               }
         *             }
         *           ]
         *         },
         *         "documents": [
         *           {
         *             "id": "contract-summary",
         *             "type": "contractSummary",
         *             "title": "Vertragszusammenfassung",
         *             "url": "/api/offer/documents/demo-offer-standard/OF-100001/contract-summary",
         *             "mandatory": true
         *           }
         *         ],
         *         "paymentMethods": [
         *           "sepa",
         *           "creditCard",
         *           "paypal"
         *         ],
         *         "shopHotline": "0800 5200 123"
         *       },
         *       "personalDataComplete": true,
         *       "identityDataComplete": false,
         *       "resettable": false
         *     }
         */
        OfferPreview: {
            offer: components["schemas"]["Offer"];
            personalDataComplete: boolean;
            identityDataComplete: boolean;
            /** @description The customer changed something a reset would undo. */
            resettable: boolean;
            order?: components["schemas"]["OrderInfo"];
        };
        /**
         * @example {
         *       "iban": "DE89 3704 0044 0532 0130 00",
         *       "accountHolder": "Erika Mustermann",
         *       "mandateAccepted": true
         *     }
         */
        SepaMandate: {
            iban: string;
            accountHolder: string;
            /** @constant */
            mandateAccepted: true;
        };
        /**
         * @example {
         *       "termsAccepted": true,
         *       "privacyNoticeAcknowledged": true,
         *       "marketingAccepted": false
         *     }
         */
        OfferConsents: {
            /** @constant */
            termsAccepted: true;
            /** @constant */
            privacyNoticeAcknowledged: true;
            /** @description True when the customer opted in on at least one channel. */
            marketingAccepted?: boolean;
            /** @description The channels the customer opted in on (the permissions of `GET /api/consent/{id}`), unticked by default. */
            marketingChannels?: ("email" | "phone" | "sms" | "letter")[];
        };
        /**
         * @example {
         *       "paymentMethod": "sepa",
         *       "sepa": {
         *         "iban": "DE89370400440532013000",
         *         "accountHolder": "Erika Mustermann",
         *         "mandateAccepted": true
         *       },
         *       "consents": {
         *         "termsAccepted": true,
         *         "privacyNoticeAcknowledged": true
         *       },
         *       "acknowledgedDocumentIds": [
         *         "contract-summary",
         *         "precontractual-information"
         *       ],
         *       "language": "de"
         *     }
         */
        OfferAcceptRequest: {
            paymentMethod: components["schemas"]["PaymentMethod"];
            sepa?: components["schemas"]["SepaMandate"];
            consents: components["schemas"]["OfferConsents"];
            /** @description Ids of the mandatory documents the customer was offered. */
            acknowledgedDocumentIds: string[];
            /** @description The offer ids (`OfferItem.offerId`) of the cart the customer chose: the offer's own cart or one of its alternatives. Absent means the offer's own cart. The order and its confirmation are for this cart. */
            offerIds?: string[];
            language?: components["schemas"]["Language"];
        };
        /**
         * @example {
         *       "target": "paymentProvider",
         *       "url": "/__demo/payment/6b1f3c2e-8d4a-4f0b-9e21-5c7d8a9b0c1d"
         *     }
         */
        Redirect: {
            target: components["schemas"]["RedirectTarget"];
            /** @description Path or URL to open; absent for target none. */
            url?: string;
        };
        /**
         * @example {
         *       "orderId": "ORD-2025-000123",
         *       "redirect": {
         *         "target": "thankYou",
         *         "url": "/angebot/demo-offer-standard/danke"
         *       }
         *     }
         */
        OfferAcceptResult: {
            orderId: string;
            redirect: components["schemas"]["Redirect"];
        };
        /**
         * @example {
         *       "reason": "paymentAborted"
         *     }
         */
        OfferResetRequest: {
            /** @enum {string} */
            reason?: "paymentAborted" | "paymentFailed" | "restart";
        };
        /**
         * @example {
         *       "orderId": "ORD-2025-000123",
         *       "orderedAt": "2025-11-21T19:36:00Z",
         *       "paymentMethod": "sepa",
         *       "paymentStatus": "mandate",
         *       "ibanMasked": "DE89 **** **** **** **30 00"
         *     }
         */
        OrderInfo: {
            orderId: string;
            /** Format: date-time */
            orderedAt: string;
            paymentMethod: components["schemas"]["PaymentMethod"];
            paymentStatus: components["schemas"]["PaymentStatus"];
            ibanMasked?: string;
        };
        /**
         * @example {
         *       "salutation": "frau",
         *       "firstName": "Erika",
         *       "lastName": "Mustermann",
         *       "email": "erika.mustermann@example.de",
         *       "address": {
         *         "street": "Georg-Brauchle-Ring",
         *         "houseNumber": "50",
         *         "postalCode": "80992",
         *         "city": "München",
         *         "country": "DE",
         *         "state": "validated"
         *       }
         *     }
         */
        CustomerSummary: {
            salutation: components["schemas"]["Salutation"];
            firstName: string;
            lastName: string;
            email: string;
            address: components["schemas"]["Address"];
        };
        /**
         * @example {
         *       "token": "demo-offer-standard",
         *       "state": "ordered",
         *       "offerUseCase": "Standard",
         *       "cart": {
         *         "offerUseCase": "Standard",
         *         "productTypes": [
         *           "Mobile",
         *           "MyHandy"
         *         ],
         *         "offers": [
         *           {
         *             "offerId": "OF-100001",
         *             "token": "demo-offer-standard",
         *             "kind": "offer",
         *             "bundleKind": "none",
         *             "title": "Samsung Galaxy S25 mit O2 Mobile M",
         *             "hardware": {
         *               "id": "samsung-galaxy-s25-256-navy",
         *               "name": "Samsung Galaxy S25",
         *               "manufacturer": "Samsung",
         *               "category": "myHandy",
         *               "color": {
         *                 "id": "navy",
         *                 "name": "Navy",
         *                 "hex": "#1F2A44"
         *               },
         *               "capacity": {
         *                 "id": "256gb",
         *                 "gigabytes": 256,
         *                 "label": "256 GB"
         *               },
         *               "colors": [
         *                 {
         *                   "id": "navy",
         *                   "name": "Navy",
         *                   "hex": "#1F2A44"
         *                 },
         *                 {
         *                   "id": "icyblue",
         *                   "name": "Icyblue",
         *                   "hex": "#B9D3E6"
         *                 }
         *               ],
         *               "capacities": [
         *                 {
         *                   "id": "128gb",
         *                   "gigabytes": 128,
         *                   "label": "128 GB"
         *                 },
         *                 {
         *                   "id": "256gb",
         *                   "gigabytes": 256,
         *                   "label": "256 GB"
         *                 }
         *               ],
         *               "prices": [
         *                 {
         *                   "type": "once",
         *                   "amount": 49,
         *                   "formatted": "49,00 €"
         *                 },
         *                 {
         *                   "type": "monthly",
         *                   "amount": 30,
         *                   "formatted": "30,00 €"
         *                 }
         *               ],
         *               "priceItems": [
         *                 {
         *                   "type": "charge",
         *                   "period": "once",
         *                   "label": "Anzahlung",
         *                   "amount": 49,
         *                   "formatted": "49,00 €"
         *                 },
         *                 {
         *                   "type": "charge",
         *                   "period": "monthly",
         *                   "label": "O2 My Handy Rate (24 Monate)",
         *                   "amount": 30,
         *                   "formatted": "30,00 €",
         *                   "durationMonths": 24
         *                 }
         *               ]
         *             },
         *             "tariff": {
         *               "id": "o2-mobile-m",
         *               "name": "O2 Mobile M",
         *               "category": "mobile",
         *               "contractItemKind": "Tariff",
         *               "dataVolumeGb": 50,
         *               "minimumTermMonths": 24,
         *               "features": [
         *                 "Allnet-Flat",
         *                 "5G",
         *                 "EU-Roaming"
         *               ],
         *               "prices": [
         *                 {
         *                   "type": "monthly",
         *                   "amount": 29.99,
         *                   "formatted": "29,99 €"
         *                 }
         *               ],
         *               "priceItems": [
         *                 {
         *                   "type": "charge",
         *                   "period": "monthly",
         *                   "label": "Grundgebühr",
         *                   "amount": 34.99,
         *                   "formatted": "34,99 €"
         *                 },
         *                 {
         *                   "type": "discount",
         *                   "period": "monthly",
         *                   "label": "Online-Vorteil",
         *                   "amount": -5,
         *                   "formatted": "-5,00 €",
         *                   "durationMonths": 12
         *                 }
         *               ]
         *             },
         *             "packs": [
         *               {
         *                 "id": "device-insurance-premium",
         *                 "name": "Handyversicherung Premium",
         *                 "type": "deviceInsurance",
         *                 "category": "mobile",
         *                 "contractItemKind": "DeviceInsurance",
         *                 "description": "Schutz bei Display-Bruch, Diebstahl und Flüssigkeitsschäden",
         *                 "minimumTermMonths": 1,
         *                 "prices": [
         *                   {
         *                     "type": "monthly",
         *                     "amount": 9.99,
         *                     "formatted": "9,99 €"
         *                   }
         *                 ],
         *                 "priceItems": [
         *                   {
         *                     "type": "charge",
         *                     "period": "monthly",
         *                     "label": "Handyversicherung Premium",
         *                     "amount": 9.99,
         *                     "formatted": "9,99 €"
         *                   }
         *                 ]
         *               }
         *             ],
         *             "priceItems": [
         *               {
         *                 "type": "connectionfee",
         *                 "period": "once",
         *                 "label": "Anschlusspreis",
         *                 "amount": 39.99,
         *                 "formatted": "39,99 €"
         *               },
         *               {
         *                 "type": "shippingfee",
         *                 "period": "once",
         *                 "label": "Versand",
         *                 "amount": 4.99,
         *                 "formatted": "4,99 €"
         *               }
         *             ],
         *             "totals": {
         *               "monthly": {
         *                 "type": "monthly",
         *                 "amount": 69.97,
         *                 "formatted": "69,97 €"
         *               },
         *               "once": {
         *                 "type": "once",
         *                 "amount": 93.98,
         *                 "formatted": "93,98 €"
         *               }
         *             },
         *             "ecommerce": {
         *               "currency": "EUR",
         *               "revenue": 113.97,
         *               "tax": 18.2,
         *               "shipping": 4.99,
         *               "affiliation": "O2",
         *               "payment": "",
         *               "products": [
         *                 {
         *                   "id": "samsung-galaxy-s25-256-navy",
         *                   "name": "Samsung Galaxy S25",
         *                   "category": "Handy",
         *                   "price": 49,
         *                   "monthlyPrice": 30,
         *                   "oneTimePrice": 49,
         *                   "quantity": 1,
         *                   "position": 1,
         *                   "brand": "Samsung Galaxy S25",
         *                   "variant": "Navy 256 GB"
         *                 }
         *               ]
         *             }
         *           }
         *         ]
         *       },
         *       "customer": {
         *         "salutation": "frau",
         *         "firstName": "Erika",
         *         "lastName": "Mustermann",
         *         "email": "erika.mustermann@example.de",
         *         "address": {
         *           "street": "Georg-Brauchle-Ring",
         *           "houseNumber": "50",
         *           "postalCode": "80992",
         *           "city": "München",
         *           "country": "DE",
         *           "state": "validated"
         *         }
         *       },
         *       "documents": [
         *         {
         *           "id": "contract-summary",
         *           "type": "contractSummary",
         *           "title": "Vertragszusammenfassung",
         *           "url": "/api/offer/documents/demo-offer-standard/OF-100001/contract-summary",
         *           "mandatory": true
         *         }
         *       ],
         *       "order": {
         *         "orderId": "ORD-2025-000123",
         *         "orderedAt": "2025-11-21T19:36:00Z",
         *         "paymentMethod": "sepa",
         *         "paymentStatus": "mandate",
         *         "ibanMasked": "DE89 **** **** **** **30 00"
         *       },
         *       "ecommerce": {
         *         "currency": "EUR",
         *         "revenue": 113.97,
         *         "tax": 18.2,
         *         "shipping": 4.99,
         *         "affiliation": "O2",
         *         "payment": "sepa",
         *         "products": [
         *           {
         *             "id": "samsung-galaxy-s25-256-navy",
         *             "name": "Samsung Galaxy S25",
         *             "category": "Handy",
         *             "price": 49,
         *             "monthlyPrice": 30,
         *             "oneTimePrice": 49,
         *             "quantity": 1,
         *             "position": 1,
         *             "brand": "Samsung Galaxy S25",
         *             "variant": "Navy 256 GB"
         *           }
         *         ]
         *       }
         *     }
         */
        OfferSummary: {
            token: components["schemas"]["Token"];
            state: components["schemas"]["OfferState"];
            offerUseCase: components["schemas"]["OfferUseCase"];
            cart: components["schemas"]["Cart"];
            customer: components["schemas"]["CustomerSummary"];
            documents: components["schemas"]["OfferDocument"][];
            order?: components["schemas"]["OrderInfo"];
            ecommerce: components["schemas"]["Ecommerce"];
        };
        /**
         * @example {
         *       "id": "demo-novum",
         *       "offerUseCase": "Novum",
         *       "offerToken": "demo-offer-novum",
         *       "redirect": {
         *         "target": "none",
         *         "url": "/angebot/demo-offer-novum"
         *       }
         *     }
         */
        NovumEntry: {
            id: components["schemas"]["Token"];
            offerUseCase: components["schemas"]["OfferUseCase"];
            offerToken: components["schemas"]["Token"];
            redirect: components["schemas"]["Redirect"];
        };
        /**
         * @description An address as typed by the customer.
         * @example {
         *       "street": "Georg Brauchle Ring",
         *       "houseNumber": "50",
         *       "postalCode": "80992",
         *       "city": "München"
         *     }
         */
        AddressInput: {
            street: string;
            houseNumber: string;
            postalCode: string;
            city: string;
            /** @description c/o, floor, ... */
            addition?: string;
            /** @description ISO code; Germany when absent. */
            country?: string;
        };
        /**
         * @example {
         *       "street": "Georg-Brauchle-Ring",
         *       "houseNumber": "50",
         *       "postalCode": "80992",
         *       "city": "München",
         *       "country": "DE",
         *       "state": "validated"
         *     }
         */
        Address: {
            street: string;
            houseNumber: string;
            postalCode: string;
            city: string;
            addition?: string;
            country: string;
            state: components["schemas"]["AddressState"];
        };
        /**
         * @example {
         *       "type": "idCard",
         *       "number": "L01X00T47",
         *       "issuingCountry": "DE",
         *       "issuingAuthority": "Stadt München",
         *       "expiryDate": "2031-08-31"
         *     }
         */
        IdentityDocument: {
            type: components["schemas"]["IdentityDocumentType"];
            number: string;
            issuingCountry: string;
            issuingAuthority?: string;
            /** Format: date */
            expiryDate: string;
        };
        /**
         * @description The personal-data step.
         * @example {
         *       "salutation": "frau",
         *       "firstName": "Erika",
         *       "lastName": "Mustermann",
         *       "birthDate": "1984-08-12",
         *       "nationality": "DE",
         *       "email": "erika.mustermann@example.de",
         *       "phoneNumber": "0176 12345678",
         *       "address": {
         *         "street": "Georg-Brauchle-Ring",
         *         "houseNumber": "50",
         *         "postalCode": "80992",
         *         "city": "München",
         *         "country": "DE",
         *         "state": "validated"
         *       }
         *     }
         */
        PersonalData: {
            salutation: components["schemas"]["Salutation"];
            firstName: string;
            lastName: string;
            /** Format: date */
            birthDate: string;
            nationality?: string;
            /** Format: email */
            email: string;
            phoneNumber: string;
            address: components["schemas"]["Address"];
        };
        /**
         * @example {
         *       "token": "demo-offer-standard",
         *       "customerNumber": "100200301",
         *       "personalData": {
         *         "salutation": "frau",
         *         "firstName": "Erika",
         *         "lastName": "Mustermann",
         *         "birthDate": "1984-08-12",
         *         "nationality": "DE",
         *         "email": "erika.mustermann@example.de",
         *         "phoneNumber": "0176 12345678",
         *         "address": {
         *           "street": "Georg-Brauchle-Ring",
         *           "houseNumber": "50",
         *           "postalCode": "80992",
         *           "city": "München",
         *           "country": "DE",
         *           "state": "validated"
         *         }
         *       },
         *       "identityDocument": {
         *         "type": "idCard",
         *         "number": "L01X00T47",
         *         "issuingCountry": "DE",
         *         "issuingAuthority": "Stadt München",
         *         "expiryDate": "2031-08-31"
         *       },
         *       "personalDataComplete": true,
         *       "identityDataComplete": true,
         *       "identityDataRequired": true
         *     }
         */
        CustomerDetails: {
            token: components["schemas"]["Token"];
            customerNumber?: string;
            /** @description Absent until known; fields the dealer entered may be filled in part. */
            personalData?: {
                salutation?: components["schemas"]["Salutation"];
                firstName?: string;
                lastName?: string;
                /** Format: date */
                birthDate?: string;
                nationality?: string;
                email?: string;
                phoneNumber?: string;
                address?: components["schemas"]["Address"];
            };
            identityDocument?: components["schemas"]["IdentityDocument"];
            personalDataComplete: boolean;
            identityDataComplete: boolean;
            /** @description False when the identity is verified by IDV instead. */
            identityDataRequired: boolean;
        };
        /**
         * @description Send `personalData`, `identityDocument` or both; each replaces what was saved.
         * @example {
         *       "identityDocument": {
         *         "type": "idCard",
         *         "number": "L01X00T47",
         *         "issuingCountry": "DE",
         *         "issuingAuthority": "Stadt München",
         *         "expiryDate": "2031-08-31"
         *       }
         *     }
         */
        CustomerDetailsUpdate: {
            personalData?: components["schemas"]["PersonalData"];
            identityDocument?: components["schemas"]["IdentityDocument"];
        };
        /**
         * @description valid = the address exists as typed; corrected = `address` holds a fixed spelling or postcode
         *     (`corrections` names the fields); choice = pick one of `candidates`.
         * @example {
         *       "result": "corrected",
         *       "address": {
         *         "street": "Georg-Brauchle-Ring",
         *         "houseNumber": "50",
         *         "postalCode": "80992",
         *         "city": "München",
         *         "country": "DE",
         *         "state": "validated"
         *       },
         *       "candidates": [],
         *       "corrections": [
         *         "street"
         *       ]
         *     }
         */
        AddressValidationResponse: {
            result: components["schemas"]["AddressValidationResult"];
            address: components["schemas"]["Address"];
            candidates: components["schemas"]["Address"][];
            corrections: ("street" | "houseNumber" | "postalCode" | "city")[];
        };
        /**
         * @example {
         *       "iban": "DE89 3704 0044 0532 0130 00"
         *     }
         */
        IbanValidationRequest: {
            iban: string;
        };
        /**
         * @example {
         *       "iban": "DE89370400440532013000",
         *       "ibanFormatted": "DE89 3704 0044 0532 0130 00",
         *       "country": "DE",
         *       "bic": "COBADEFFXXX",
         *       "bankName": "Commerzbank"
         *     }
         */
        IbanValidationResponse: {
            /** @description Electronic format. */
            iban: string;
            /** @description Print format in groups of four. */
            ibanFormatted: string;
            country: string;
            bic?: string;
            bankName?: string;
        };
        /**
         * @example {
         *       "code": "DE",
         *       "name": "deutsch"
         *     }
         */
        Nationality: {
            /** @description ISO 3166-1 alpha-2. */
            code: string;
            name: string;
        };
        /**
         * @example {
         *       "nationalities": [
         *         {
         *           "code": "DE",
         *           "name": "deutsch"
         *         },
         *         {
         *           "code": "TR",
         *           "name": "türkisch"
         *         }
         *       ]
         *     }
         */
        NationalityList: {
            nationalities: components["schemas"]["Nationality"][];
        };
        /**
         * @example {
         *       "channel": "email",
         *       "granted": true
         *     }
         */
        ConsentPermission: {
            /** @enum {string} */
            channel: "email" | "phone" | "sms" | "letter";
            granted: boolean;
        };
        /**
         * @example {
         *       "id": "demo-consent",
         *       "brand": "o2",
         *       "customerNumber": "100200301",
         *       "permissions": [
         *         {
         *           "channel": "email",
         *           "granted": true
         *         },
         *         {
         *           "channel": "phone",
         *           "granted": false
         *         }
         *       ],
         *       "updatedAt": "2025-11-01T09:00:00Z"
         *     }
         */
        Consent: {
            id: components["schemas"]["Token"];
            brand: components["schemas"]["BrandSlug"];
            customerNumber?: string;
            permissions: components["schemas"]["ConsentPermission"][];
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @example {
         *       "accessToken": "demo-access-5b0e8c1f",
         *       "tokenType": "Bearer",
         *       "expiresIn": 3600
         *     }
         */
        AuthToken: {
            accessToken: string;
            /** @constant */
            tokenType: "Bearer";
            /** @description Seconds. */
            expiresIn: number;
        };
        /**
         * @example {
         *       "token": "demo-decline-mail",
         *       "brand": "o2",
         *       "declinedAt": "2025-11-21T19:36:00Z",
         *       "alreadyDeclined": false
         *     }
         */
        DeclineMailResult: {
            token: components["schemas"]["Token"];
            brand: components["schemas"]["BrandSlug"];
            /** Format: date-time */
            declinedAt: string;
            alreadyDeclined: boolean;
        };
        /**
         * @description A day of the week, Monday first (ISO 8601 order).
         * @example mon
         * @enum {string}
         */
        Weekday: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
        /**
         * @description A time of day in German local time (Europe/Berlin), 24-hour clock.
         * @example 08:00
         */
        TimeOfDay: string;
        /**
         * @description One block of opening hours: open from `opens` to `closes` on each listed day. Data, not text: the front end words it in the page's language ("Mo–Sa 8–20 Uhr", "Mon–Sat 8 AM–8 PM", "Pzt–Cmt 08:00–20:00").
         * @example {
         *       "days": [
         *         "mon",
         *         "tue",
         *         "wed",
         *         "thu",
         *         "fri",
         *         "sat"
         *       ],
         *       "opens": "08:00",
         *       "closes": "20:00"
         *     }
         * @example {
         *       "days": [
         *         "sat"
         *       ],
         *       "opens": "09:30",
         *       "closes": "16:00"
         *     }
         */
        OpeningHours: {
            days: components["schemas"]["Weekday"][];
            opens: components["schemas"]["TimeOfDay"];
            /** @description Later than `opens` on the same day. */
            closes: components["schemas"]["TimeOfDay"];
        };
        /**
         * @example {
         *       "phoneNumber": "+498005200123",
         *       "displayNumber": "0800 5200 123",
         *       "openingHours": [
         *         {
         *           "days": [
         *             "mon",
         *             "tue",
         *             "wed",
         *             "thu",
         *             "fri",
         *             "sat"
         *           ],
         *           "opens": "08:00",
         *           "closes": "20:00"
         *         }
         *       ]
         *     }
         * @example {
         *       "phoneNumber": "+4917755331100",
         *       "displayNumber": "0177 5533 1100",
         *       "openingHours": [
         *         {
         *           "days": [
         *             "mon",
         *             "tue",
         *             "wed",
         *             "thu",
         *             "fri"
         *           ],
         *           "opens": "09:00",
         *           "closes": "18:00"
         *         },
         *         {
         *           "days": [
         *             "sat"
         *           ],
         *           "opens": "09:30",
         *           "closes": "16:00"
         *         }
         *       ]
         *     }
         */
        Hotline: {
            /** @description E.164 number for tel: links. */
            phoneNumber: string;
            /** @description The number as customers read it. */
            displayNumber: string;
            /** @description When the hotline answers; days not listed are closed. */
            openingHours: components["schemas"]["OpeningHours"][];
        };
        /**
         * @example {
         *       "id": "mobile",
         *       "earliestTerminationDate": "2025-12-21"
         *     }
         */
        ServiceTypeOption: {
            id: components["schemas"]["ServiceType"];
            /**
             * Format: date
             * @description What "now" means for this service type.
             */
            earliestTerminationDate: string;
        };
        /**
         * @example {
         *       "id": "SterbefallVertragsinhaber",
         *       "proofRequired": true
         *     }
         */
        ReasonOption: {
            id: components["schemas"]["TerminationReason"];
            /** @description A proof (death certificate, registration of a move, ...) is asked for with this reason. It may be uploaded with the declaration or sent later; the declaration is valid without it (§ 312k BGB). */
            proofRequired: boolean;
        };
        /**
         * @example {
         *       "maxBytes": 5242880,
         *       "contentTypes": [
         *         "application/pdf",
         *         "image/jpeg",
         *         "image/png"
         *       ],
         *       "maxFiles": 3
         *     }
         */
        UploadRules: {
            maxBytes: number;
            contentTypes: string[];
            maxFiles: number;
        };
        /**
         * @example {
         *       "brand": "o2",
         *       "billingType": "postpaid",
         *       "serviceTypes": [
         *         {
         *           "id": "mobile",
         *           "earliestTerminationDate": "2025-12-21"
         *         },
         *         {
         *           "id": "dataOnly",
         *           "earliestTerminationDate": "2025-12-21"
         *         }
         *       ],
         *       "cancellationTypes": [
         *         "Regular",
         *         "Special"
         *       ],
         *       "reasons": [
         *         {
         *           "id": "UmzugAusland",
         *           "proofRequired": true
         *         },
         *         {
         *           "id": "SonstigerGrund",
         *           "proofRequired": false
         *         }
         *       ],
         *       "upload": {
         *         "maxBytes": 5242880,
         *         "contentTypes": [
         *           "application/pdf",
         *           "image/jpeg",
         *           "image/png"
         *         ],
         *         "maxFiles": 3
         *       },
         *       "hotline": {
         *         "phoneNumber": "+498005200123",
         *         "displayNumber": "0800 5200 123",
         *         "openingHours": [
         *           {
         *             "days": [
         *               "mon",
         *               "tue",
         *               "wed",
         *               "thu",
         *               "fri",
         *               "sat"
         *             ],
         *             "opens": "08:00",
         *             "closes": "20:00"
         *           }
         *         ]
         *       }
         *     }
         */
        TerminationConfig: {
            brand: components["schemas"]["BrandSlug"];
            /** @enum {string} */
            billingType: "postpaid" | "prepaid";
            serviceTypes: components["schemas"]["ServiceTypeOption"][];
            cancellationTypes: components["schemas"]["TerminationType"][];
            reasons: components["schemas"]["ReasonOption"][];
            upload: components["schemas"]["UploadRules"];
            hotline: components["schemas"]["Hotline"];
        };
        /**
         * @description Data that identifies the customer; customer number or phone number is enough.
         * @example {
         *       "salutation": "herr",
         *       "firstName": "Max",
         *       "lastName": "Mustermann",
         *       "customerNumber": "100200300",
         *       "phoneNumber": "0176 98765432",
         *       "email": "max.mustermann@example.de"
         *     }
         */
        TerminationCustomer: {
            salutation?: components["schemas"]["Salutation"];
            firstName: string;
            lastName: string;
            /** Format: date */
            birthDate?: string;
            /** @description As printed on the invoice; the backend checks it. */
            customerNumber?: string;
            phoneNumber?: string;
            /**
             * Format: email
             * @description Where the confirmation goes.
             */
            email: string;
        };
        /**
         * @example {
         *       "serviceType": "mobile",
         *       "cancellationType": "Regular",
         *       "reason": "None",
         *       "selectTerminationDate": "now",
         *       "customer": {
         *         "salutation": "herr",
         *         "firstName": "Max",
         *         "lastName": "Mustermann",
         *         "customerNumber": "100200300",
         *         "phoneNumber": "0176 98765432",
         *         "email": "max.mustermann@example.de"
         *       },
         *       "uploadIds": [],
         *       "acknowledgedNotices": [
         *         "combinedAdvantage"
         *       ]
         *     }
         */
        TerminationRequest: {
            serviceType: components["schemas"]["ServiceType"];
            /** @enum {string} */
            cancellationType: "Regular" | "Special";
            reason?: components["schemas"]["TerminationReason"];
            selectTerminationDate: components["schemas"]["TerminationDateChoice"];
            /**
             * Format: date
             * @description Required when selectTerminationDate is later.
             */
            terminationDate?: string;
            customer: components["schemas"]["TerminationCustomer"];
            uploadIds?: string[];
            acknowledgedNotices?: components["schemas"]["NoticeKind"][];
        };
        /**
         * @example {
         *       "data": "demo-selfcare-mobile",
         *       "cancellationType": "Regular",
         *       "selectTerminationDate": "later",
         *       "terminationDate": "2026-03-31",
         *       "email": "erika.mustermann@example.de"
         *     }
         */
        PrefilledTerminationRequest: {
            data: components["schemas"]["Token"];
            /** @enum {string} */
            cancellationType: "Regular" | "Special";
            reason?: components["schemas"]["TerminationReason"];
            selectTerminationDate: components["schemas"]["TerminationDateChoice"];
            /** Format: date */
            terminationDate?: string;
            /** Format: email */
            email: string;
            /** @description Proofs uploaded through the upload call with this submission id; optional, never required. */
            uploadIds?: string[];
            acknowledgedNotices?: components["schemas"]["NoticeKind"][];
        };
        /**
         * @example {
         *       "id": "3f0c8a4e-5b1d-4c8e-9a57-2f4b6d1e9c10",
         *       "brand": "o2",
         *       "receivedAt": "2025-11-21T19:36:12Z",
         *       "serviceType": "mobile",
         *       "cancellationType": "Regular",
         *       "reason": "None",
         *       "effectiveDate": "2025-12-21",
         *       "confirmationEmail": "max.mustermann@example.de",
         *       "downloadUrl": "/api/o2/contracttermination/download/3f0c8a4e-5b1d-4c8e-9a57-2f4b6d1e9c10"
         *     }
         */
        TerminationReceipt: {
            id: components["schemas"]["SubmissionId"];
            brand: components["schemas"]["BrandSlug"];
            /**
             * Format: date-time
             * @description Date and time of receipt.
             */
            receivedAt: string;
            serviceType: components["schemas"]["ServiceType"];
            cancellationType: components["schemas"]["TerminationType"];
            reason: components["schemas"]["TerminationReason"];
            /** Format: date */
            effectiveDate: string;
            confirmationEmail: string;
            /** @description Path of the PDF download. */
            downloadUrl: string;
        };
        /**
         * @description The customer would lose a combined-advantage discount; inform, never obstruct.
         * @example {
         *       "kind": "combinedAdvantage",
         *       "monthlyDiscount": {
         *         "type": "monthly",
         *         "amount": -10,
         *         "formatted": "-10,00 €"
         *       },
         *       "products": [
         *         "O2 Mobile M",
         *         "O2 Home L"
         *       ],
         *       "hotline": {
         *         "phoneNumber": "+498005200123",
         *         "displayNumber": "0800 5200 123",
         *         "openingHours": [
         *           {
         *             "days": [
         *               "mon",
         *               "tue",
         *               "wed",
         *               "thu",
         *               "fri",
         *               "sat"
         *             ],
         *             "opens": "08:00",
         *             "closes": "20:00"
         *           }
         *         ]
         *       }
         *     }
         */
        CombinedAdvantageNotice: {
            kind: components["schemas"]["NoticeKind"];
            monthlyDiscount: components["schemas"]["PriceEntry"];
            products: string[];
            hotline: components["schemas"]["Hotline"];
        };
        /**
         * @example {
         *       "status": "received",
         *       "receipt": {
         *         "id": "3f0c8a4e-5b1d-4c8e-9a57-2f4b6d1e9c10",
         *         "brand": "o2",
         *         "receivedAt": "2025-11-21T19:36:12Z",
         *         "serviceType": "mobile",
         *         "cancellationType": "Regular",
         *         "reason": "None",
         *         "effectiveDate": "2025-12-21",
         *         "confirmationEmail": "max.mustermann@example.de",
         *         "downloadUrl": "/api/o2/contracttermination/download/3f0c8a4e-5b1d-4c8e-9a57-2f4b6d1e9c10"
         *       }
         *     }
         */
        TerminationReceived: {
            /** @constant */
            status: "received";
            receipt: components["schemas"]["TerminationReceipt"];
        };
        /**
         * @example {
         *       "status": "noticeRequired",
         *       "notice": {
         *         "kind": "combinedAdvantage",
         *         "monthlyDiscount": {
         *           "type": "monthly",
         *           "amount": -10,
         *           "formatted": "-10,00 €"
         *         },
         *         "products": [
         *           "O2 Mobile M",
         *           "O2 Home L"
         *         ],
         *         "hotline": {
         *           "phoneNumber": "+498005200123",
         *           "displayNumber": "0800 5200 123",
         *           "openingHours": [
         *             {
         *               "days": [
         *                 "mon",
         *                 "tue",
         *                 "wed",
         *                 "thu",
         *                 "fri",
         *                 "sat"
         *               ],
         *               "opens": "08:00",
         *               "closes": "20:00"
         *             }
         *           ]
         *         }
         *       }
         *     }
         */
        TerminationNoticeRequired: {
            /** @constant */
            status: "noticeRequired";
            notice: components["schemas"]["CombinedAdvantageNotice"];
        };
        /**
         * @example {
         *       "status": "received",
         *       "receipt": {
         *         "id": "3f0c8a4e-5b1d-4c8e-9a57-2f4b6d1e9c10",
         *         "brand": "o2",
         *         "receivedAt": "2025-11-21T19:36:12Z",
         *         "serviceType": "mobile",
         *         "cancellationType": "Regular",
         *         "reason": "None",
         *         "effectiveDate": "2025-12-21",
         *         "confirmationEmail": "max.mustermann@example.de",
         *         "downloadUrl": "/api/o2/contracttermination/download/3f0c8a4e-5b1d-4c8e-9a57-2f4b6d1e9c10"
         *       }
         *     }
         */
        TerminationSubmitResult: components["schemas"]["TerminationReceived"] | components["schemas"]["TerminationNoticeRequired"];
        /**
         * @example {
         *       "file": "%PDF-1.7 ..."
         *     }
         */
        UploadForm: {
            /**
             * Format: binary
             * @description PDF, JPEG or PNG, at most 5 MB.
             */
            file: Blob;
        };
        /**
         * @example {
         *       "uploadId": "UP-7c1e2d",
         *       "fileName": "sterbeurkunde.pdf",
         *       "contentType": "application/pdf",
         *       "size": 183422
         *     }
         */
        UploadResult: {
            uploadId: string;
            fileName: string;
            /** @enum {string} */
            contentType: "application/pdf" | "image/jpeg" | "image/png";
            size: number;
        };
        /**
         * @example {
         *       "serviceType": "mobile",
         *       "tariffName": "O2 Mobile M",
         *       "phoneNumber": "0176 12345678",
         *       "contractNumber": "V-55012345",
         *       "earliestTerminationDate": "2025-12-21"
         *     }
         */
        PrefillContract: {
            serviceType: components["schemas"]["ServiceType"];
            tariffName: string;
            phoneNumber?: string;
            contractNumber?: string;
            /** Format: date */
            earliestTerminationDate: string;
        };
        /**
         * @example {
         *       "data": "demo-selfcare-mobile",
         *       "brand": "o2",
         *       "customer": {
         *         "salutation": "herr",
         *         "firstName": "Max",
         *         "lastName": "Mustermann",
         *         "customerNumber": "100200300",
         *         "phoneNumber": "0176 98765432",
         *         "email": "max.mustermann@example.de"
         *       },
         *       "contract": {
         *         "serviceType": "mobile",
         *         "tariffName": "O2 Mobile M",
         *         "phoneNumber": "0176 12345678",
         *         "contractNumber": "V-55012345",
         *         "earliestTerminationDate": "2025-12-21"
         *       },
         *       "validUntil": "2025-11-28T19:36:00Z"
         *     }
         */
        PrefillData: {
            data: components["schemas"]["Token"];
            brand: components["schemas"]["BrandSlug"];
            customer: components["schemas"]["TerminationCustomer"];
            contract: components["schemas"]["PrefillContract"];
            /** Format: date-time */
            validUntil: string;
        };
        /**
         * @description Coupon to show at a Deutsche Post branch.
         * @example {
         *       "code": "8412 3377 0051",
         *       "validUntil": "2025-12-21T23:59:59Z"
         *     }
         */
        PostIdentCoupon: {
            code: string;
            /** Format: date-time */
            validUntil: string;
        };
        /**
         * @example {
         *       "token": "demo-idv-pending",
         *       "brand": "aldi",
         *       "status": "pending",
         *       "offerUseCase": "Standard",
         *       "mixedBasketWithOtp": false,
         *       "selectedMethod": "videoIdent",
         *       "retryPossible": false,
         *       "pollAfterSeconds": 3,
         *       "expiresAt": "2025-12-05T23:59:59Z",
         *       "updatedAt": "2025-11-21T19:36:00Z"
         *     }
         */
        Idv: {
            token: components["schemas"]["Token"];
            brand: components["schemas"]["BrandSlug"];
            status: components["schemas"]["IdvStatus"];
            offerUseCase: components["schemas"]["OfferUseCase"];
            mixedBasketWithOtp: boolean;
            selectedMethod?: components["schemas"]["IdvMethodId"];
            /** @description After failed, whether another method may be tried. */
            retryPossible: boolean;
            /** @description While pending, when to ask again. */
            pollAfterSeconds?: number;
            postIdent?: components["schemas"]["PostIdentCoupon"];
            /** Format: date-time */
            expiresAt?: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @example {
         *       "id": "eId",
         *       "provider": "Nect",
         *       "recommended": true,
         *       "durationMinutes": 5
         *     }
         */
        IdvMethod: {
            id: components["schemas"]["IdvMethodId"];
            provider: string;
            recommended: boolean;
            durationMinutes: number;
        };
        /**
         * @example {
         *       "methods": [
         *         {
         *           "id": "videoIdent",
         *           "provider": "IDnow",
         *           "recommended": false,
         *           "durationMinutes": 10
         *         },
         *         {
         *           "id": "eId",
         *           "provider": "Nect",
         *           "recommended": true,
         *           "durationMinutes": 5
         *         }
         *       ]
         *     }
         */
        IdvMethodList: {
            methods: components["schemas"]["IdvMethod"][];
        };
        /**
         * @example {
         *       "method": "videoIdent"
         *     }
         */
        IdvMethodSelection: {
            method: components["schemas"]["IdvMethodId"];
        };
        /**
         * @example {
         *       "status": "pending",
         *       "method": "postIdentBranch",
         *       "redirectUrl": "/idv/demo-idv-selection/post-ident",
         *       "postIdent": {
         *         "code": "8412 3377 0051",
         *         "validUntil": "2025-12-21T23:59:59Z"
         *       }
         *     }
         */
        IdvMethodStart: {
            status: components["schemas"]["IdvStatus"];
            method: components["schemas"]["IdvMethodId"];
            /** @description Provider page (or app path) to open next. */
            redirectUrl?: string;
            postIdent?: components["schemas"]["PostIdentCoupon"];
            /** @description Masked phone number the one-time password went to. */
            otpSentTo?: string;
        };
    };
    responses: {
        /** @description A PDF document. */
        Pdf: {
            headers: {
                /** @description Suggested file name. */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/pdf": Blob;
            };
        };
        /** @description Malformed request or invalid fields; `errors` lists the fields. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "VALIDATION_FAILED",
                 *       "message": "Validation failed.",
                 *       "errors": [
                 *         {
                 *           "field": "customer.email",
                 *           "code": "INVALID_FORMAT",
                 *           "message": "must be a valid e-mail address"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description An auth token is needed (offer login) or the code is wrong. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "UNAUTHORIZED",
                 *       "message": "Login required.",
                 *       "offerUseCase": "Standard"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The token is valid but not for this caller. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "FORBIDDEN",
                 *       "message": "This offer is not available to you."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unknown token or id. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "NOT_FOUND",
                 *       "message": "Offer not found."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The item is in a state that does not allow this call (see `code`). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "OFFER_CONSUMED",
                 *       "message": "The offer has already been ordered.",
                 *       "offerUseCase": "Standard",
                 *       "shopHotline": "0800 5200 123"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The link has expired or was cancelled. */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "OFFER_EXPIRED",
                 *       "message": "The offer has expired.",
                 *       "offerUseCase": "Standard",
                 *       "shopHotline": "0800 5200 123"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body is larger than allowed (uploads at most 5 MB). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "PAYLOAD_TOO_LARGE",
                 *       "message": "The request body is larger than 5 MB."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Well-formed but refused by a business rule (see `code`). */
        UnprocessableContent: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "RESERVATION_CALL_HOTLINE",
                 *       "message": "Please call the hotline to complete the order.",
                 *       "offerUseCase": "Standard",
                 *       "shopHotline": "0800 5200 123"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too many attempts; try again after `Retry-After`. */
        TooManyRequests: {
            headers: {
                /** @description Seconds until the next attempt is taken. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "TOO_MANY_REQUESTS",
                 *       "message": "Too many wrong login codes for this offer."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Planned downtime or a temporary failure; `downtime` says until when. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "DOWNTIME",
                 *       "message": "The shop is in maintenance.",
                 *       "offerUseCase": "Standard",
                 *       "shopHotline": "0800 5200 123",
                 *       "downtime": {
                 *         "from": "2025-11-21T20:00:00Z",
                 *         "until": "2025-11-21T23:00:00Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Any other error, in the one error shape. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "INTERNAL_ERROR",
                 *       "message": "Internal error."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description Brand slug. */
        Brand: components["schemas"]["BrandSlug"];
        /** @description Secret token from the customer's link. */
        Token: components["schemas"]["Token"];
        /** @description Submission id generated by the client once per form (UUID); upload and download reuse it. */
        SubmissionId: components["schemas"]["SubmissionId"];
        /** @description Language of texts the backend or the identification provider shows. */
        Language: components["schemas"]["Language"];
        /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
        TraceId: string;
        /** @description Random key per logical request; the client's single retry repeats it. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAuthToken: {
        parameters: {
            query: {
                /**
                 * @description The code the customer received by SMS or e-mail, as part of the login link.
                 * @example 123456
                 */
                code: string;
                /**
                 * @description The token of the offer the login is for (the link's path). Optional for older clients; the front
                 *     end always sends it.
                 * @example demo-offer-login
                 */
                offer?: components["schemas"]["Token"];
            };
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The auth token to send as `Authorization: Bearer`; it opens the offer the code belongs to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getNationalities: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path: {
                /** @description Brand slug. */
                brand: components["parameters"]["Brand"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NationalityList"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    getConsent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path: {
                /** @description Secret token from the customer's link. */
                id: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Consent"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getTerminationConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path: {
                /** @description Brand slug. */
                brand: components["parameters"]["Brand"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Service types with earliest dates, cancellation types, reasons, upload rules, hotline. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TerminationConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    submitTermination: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
                /** @description Random key per logical request; the client's single retry repeats it. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Brand slug. */
                brand: components["parameters"]["Brand"];
                /** @description Submission id generated by the client once per form (UUID); upload and download reuse it. */
                id: components["parameters"]["SubmissionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TerminationRequest"];
            };
        };
        responses: {
            /** @description Received (with receipt), or a notice the customer must see first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TerminationSubmitResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            default: components["responses"]["Error"];
        };
    };
    downloadTermination: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path: {
                /** @description Brand slug. */
                brand: components["parameters"]["Brand"];
                /** @description Submission id generated by the client once per form (UUID); upload and download reuse it. */
                id: components["parameters"]["SubmissionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pdf"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    uploadTerminationDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
                /** @description Random key per logical request; the client's single retry repeats it. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Brand slug. */
                brand: components["parameters"]["Brand"];
                /** @description Submission id generated by the client once per form (UUID); upload and download reuse it. */
                id: components["parameters"]["SubmissionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadForm"];
            };
        };
        responses: {
            /** @description The stored upload; send its `uploadId` with the termination. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    getPrefilledTerminationConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path: {
                /** @description Brand slug. */
                brand: components["parameters"]["Brand"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Same shape as the default form's configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TerminationConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    submitPrefilledTermination: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
                /** @description Random key per logical request; the client's single retry repeats it. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Brand slug. */
                brand: components["parameters"]["Brand"];
                /** @description Submission id generated by the client once per form (UUID); upload and download reuse it. */
                id: components["parameters"]["SubmissionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrefilledTerminationRequest"];
            };
        };
        responses: {
            /** @description Received (with receipt), or a notice the customer must see first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TerminationSubmitResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            default: components["responses"]["Error"];
        };
    };
    downloadPrefilledTermination: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path: {
                /** @description Brand slug. */
                brand: components["parameters"]["Brand"];
                /** @description Submission id generated by the client once per form (UUID); upload and download reuse it. */
                id: components["parameters"]["SubmissionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pdf"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getTerminationPrefill: {
        parameters: {
            query: {
                /**
                 * @description Opaque prefill token from the self-care link (`/selfcarekuendigung?data=...`).
                 * @example demo-selfcare-mobile
                 */
                data: components["schemas"]["Token"];
            };
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path: {
                /** @description Brand slug. */
                brand: components["parameters"]["Brand"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prefilled data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrefillData"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            default: components["responses"]["Error"];
        };
    };
    verifyOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path: {
                /** @description Secret token from the customer's link. */
                id: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer may be opened. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferVerification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            default: components["responses"]["Error"];
        };
    };
    getOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path: {
                /** @description Secret token from the customer's link. */
                id: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            default: components["responses"]["Error"];
        };
    };
    resetOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
                /** @description Random key per logical request; the client's single retry repeats it. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Secret token from the customer's link. */
                id: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OfferResetRequest"];
            };
        };
        responses: {
            /** @description The offer, open again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getOfferPreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path: {
                /** @description Secret token from the customer's link. */
                id: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    acceptOffer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
                /** @description Random key per logical request; the client's single retry repeats it. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Secret token from the customer's link. */
                id: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferAcceptRequest"];
            };
        };
        responses: {
            /** @description The order and where to go next. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferAcceptResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["UnprocessableContent"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getOfferSummary: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path: {
                /** @description Secret token from the customer's link. */
                id: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["UnprocessableContent"];
            default: components["responses"]["Error"];
        };
    };
    getOfferDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path: {
                /**
                 * @description Offer token.
                 * @example demo-offer-standard
                 */
                a: components["schemas"]["Token"];
                /**
                 * @description Offer id within the cart (`OfferItem.offerId`).
                 * @example OF-100001
                 */
                b: components["schemas"]["Token"];
                /**
                 * @description Document id (`OfferDocument.id`).
                 * @example contract-summary
                 */
                c: components["schemas"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Pdf"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    resetOfferPreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
                /** @description Random key per logical request; the client's single retry repeats it. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Secret token from the customer's link. */
                id: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview after the reset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getCustomerDetails: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path: {
                /** @description Brand slug. */
                brand: components["parameters"]["Brand"];
                /** @description Secret token from the customer's link. */
                id: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What is known so far, and whether it is complete. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            default: components["responses"]["Error"];
        };
    };
    updateCustomerDetails: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
                /** @description Random key per logical request; the client's single retry repeats it. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Brand slug. */
                brand: components["parameters"]["Brand"];
                /** @description Secret token from the customer's link. */
                id: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerDetailsUpdate"];
            };
        };
        responses: {
            /** @description The saved details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            default: components["responses"]["Error"];
        };
    };
    declineMail: {
        parameters: {
            query: {
                /** @example demo-decline-mail */
                token: components["schemas"]["Token"];
                brand: components["schemas"]["BrandSlug"];
            };
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
                /** @description Random key per logical request; the client's single retry repeats it. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recorded (or recorded before). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeclineMailResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            default: components["responses"]["Error"];
        };
    };
    getNovumEntry: {
        parameters: {
            query: {
                /** @example demo-novum */
                id: components["schemas"]["Token"];
            };
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer to open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NovumEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            default: components["responses"]["Error"];
        };
    };
    getIdv: {
        parameters: {
            query?: {
                /** @description Language of texts the backend or the identification provider shows. */
                language?: components["parameters"]["Language"];
            };
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path: {
                /** @description Secret token from the customer's link. */
                id: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Idv"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            default: components["responses"]["Error"];
        };
    };
    getIdvMethods: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
            };
            path: {
                /** @description Secret token from the customer's link. */
                id: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdvMethodList"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            default: components["responses"]["Error"];
        };
    };
    selectIdvMethod: {
        parameters: {
            query?: {
                /** @description Language of texts the backend or the identification provider shows. */
                language?: components["parameters"]["Language"];
            };
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
                /** @description Random key per logical request; the client's single retry repeats it. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Secret token from the customer's link. */
                id: components["parameters"]["Token"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdvMethodSelection"];
            };
        };
        responses: {
            /** @description Started; where to send the customer next. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdvMethodStart"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["UnprocessableContent"];
            default: components["responses"]["Error"];
        };
    };
    validateAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
                /** @description Random key per logical request; the client's single retry repeats it. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Brand slug. */
                brand: components["parameters"]["Brand"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            /** @description The result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressValidationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    validateIban: {
        parameters: {
            query?: never;
            header?: {
                /** @description Random UUID the client keeps for 30 days in the `trace_id` cookie; ties logs together. */
                "X-Trace-Id"?: components["parameters"]["TraceId"];
                /** @description Random key per logical request; the client's single retry repeats it. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Brand slug. */
                brand: components["parameters"]["Brand"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IbanValidationRequest"];
            };
        };
        responses: {
            /** @description The IBAN is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IbanValidationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
}
