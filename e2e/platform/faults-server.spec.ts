import type { APIRequestContext, APIResponse } from "@playwright/test";
import { de as emailDe } from "../../app/features/email-rejection/messages/de";
import { de as idvDe } from "../../app/features/idv/messages/de";
import { checkoutPersonalDe } from "../../app/features/offer/messages/checkout-personal-de";
import { entryDe as offerEntryDe } from "../../app/features/offer/messages/entry-de";
import { errorsDe } from "../../app/features/offer/messages/errors-de";
import { shopDe } from "../../app/features/offer/messages/shop-de";
import { de as terminationDe } from "../../app/features/termination/messages/de";
import { expect, test } from "../fixtures";
import { expectedTries, FAULT_NAMES, FAULTS, injectFault, journalOf, newVisitor, textOf } from "../helpers/faults";
import { privateOffer } from "../helpers/private-offer";
import { PLAIN } from "../ports";

/**
 * The calls loaders and actions make on the server, each under every fault, over HTTP (no browser): the page's
 * status, where it leads, its translated message, and how often the backend saw the call (retry.ts).
 * The rows are docs/fault-matrix.md's "server" rows; one test per fault runs them side by side.
 */
interface ServerCall {
  row: string;
  method: "GET" | "POST";
  api: (token: string) => string;
  open: (visitor: APIRequestContext, token: string) => Promise<APIResponse>;
  status: number;
  location?: (token: string) => string;
  text?: string;
  /** Run before the fault: e.g. the offer's choice, which the checkout's guards ask for. */
  setup?: (visitor: APIRequestContext, token: string) => Promise<void>;
}

const get = (path: string) => (visitor: APIRequestContext) => visitor.get(path, { maxRedirects: 0 });
const post =
  (path: string, form: Record<string, string> = {}) =>
  (visitor: APIRequestContext) =>
    visitor.post(path, { form, maxRedirects: 0, headers: { origin: PLAIN } });
const offerError = (token: string) => `/angebot/${token}/fehler?code=Unexpected`;
const chooseOffer = async (visitor: APIRequestContext, token: string) => {
  const chosen = await visitor.post(`/angebot/${token}`, {
    form: { choice: "0" },
    maxRedirects: 0,
    headers: { origin: PLAIN },
  });
  expect(chosen.status()).toBe(302);
};
const SELFCARE = "/selfcarekuendigung?data=demo-selfcare-mobile&brand=o2";

const CALLS: ServerCall[] = [
  {
    row: "offer verify (offer page)",
    method: "GET",
    api: (t) => `/api/offer/verify/${t}`,
    open: (v, t) => get(`/angebot/${t}`)(v),
    status: 302,
    location: offerError,
  },
  {
    row: "offer read (offer page)",
    method: "GET",
    api: (t) => `/api/offer/${t}`,
    open: (v, t) => get(`/angebot/${t}`)(v),
    status: 302,
    location: offerError,
  },
  {
    row: "offer verify (error page's live check)",
    method: "GET",
    api: (t) => `/api/offer/verify/${t}`,
    open: (v, t) => get(offerError(t))(v),
    status: 502,
    text: errorsDe["offer.errors.unexpected.title"],
  },
  {
    row: "offer preview",
    method: "GET",
    api: (t) => `/api/offer/${t}/preview`,
    open: (v, t) => get(`/angebot/preview/${t}`)(v),
    status: 302,
    location: offerError,
  },
  {
    row: "offer preview reset",
    method: "POST",
    api: (t) => `/api/offer/${t}/preview/reset`,
    open: (v, t) => post(`/angebot/preview/${t}`, { intent: "resetPreview" })(v),
    status: 502,
    text: shopDe["offer.preview.resetFailed"],
  },
  {
    row: "customer details (personal-data step)",
    method: "GET",
    api: (t) => `/api/o2/customer/details/${t}`,
    setup: chooseOffer,
    open: (v, t) => get(`/angebot/${t}/meine-daten`)(v),
    status: 502,
    text: checkoutPersonalDe["checkout.personal.load.failed"],
  },
  {
    row: "nationalities (personal-data step)",
    method: "GET",
    api: () => "/api/o2/lists/nationalities",
    setup: chooseOffer,
    open: (v, t) => get(`/angebot/${t}/meine-daten`)(v),
    status: 502,
    text: checkoutPersonalDe["checkout.personal.load.failed"],
  },
  {
    row: "IDV read",
    method: "GET",
    api: () => "/api/idv/demo-idv-selection",
    open: get("/idv/demo-idv-selection"),
    status: 502,
    text: idvDe["idv.unexpected.next"],
  },
  {
    row: "IDV methods",
    method: "GET",
    api: () => "/api/idv/demo-idv-selection/methods",
    open: get("/idv/demo-idv-selection"),
    status: 502,
    text: idvDe["idv.unexpected.next"],
  },
  {
    row: "IDV method choice",
    method: "POST",
    api: () => "/api/idv/demo-idv-selection/methods",
    open: post("/idv/demo-idv-selection", { method: "eId" }),
    status: 502,
    text: idvDe["idv.main.problem.failed"],
  },
  {
    row: "termination config",
    method: "GET",
    api: () => "/api/o2/contracttermination/config",
    open: get("/kuendigung?brand=o2"),
    status: 503,
    text: terminationDe["termination.form.loadFailed"],
  },
  {
    row: "self-care prefill",
    method: "GET",
    api: () => "/api/o2/prefilledcontracttermination/prefill",
    open: get(SELFCARE),
    status: 302,
    location: () => "/selfcarekuendigung/error?reason=failed&data=demo-selfcare-mobile",
  },
  {
    row: "self-care config",
    method: "GET",
    api: () => "/api/o2/prefilledcontracttermination/config",
    open: get(SELFCARE),
    status: 302,
    location: () => "/selfcarekuendigung/error?reason=failed&data=demo-selfcare-mobile",
  },
  {
    row: "Novum entry",
    method: "GET",
    api: () => "/api/entry/novum",
    open: get("/entry/novum?id=demo-novum"),
    status: 503,
    text: offerEntryDe["offer.entry.failed.headline"],
  },
  {
    row: "e-mail rejection (decline)",
    method: "POST",
    api: () => "/api/declinemail",
    open: post("/email-ablehnung?token=demo-decline-mail&brand=o2"),
    status: 503,
    text: emailDe["emailRejection.failed.headline"],
  },
];

for (const name of FAULT_NAMES) {
  const kind = FAULTS[name];
  test(`server calls under ${kind.name}: an error screen with 502/503 or a redirect to one, retries per policy`, async () => {
    const outcomes = await Promise.all(
      CALLS.map(async (call) => {
        const { traceId, api: visitor } = await newVisitor();
        const token = privateOffer("demo-offer-standard");
        await call.setup?.(visitor, token);
        await injectFault(visitor, { traceId, method: call.method, path: call.api(token), kind });
        const response = await call.open(visitor, token);
        const html = textOf(await response.text());
        const location = response.headers().location;
        const where = location ? new URL(location, PLAIN) : null;
        // A timed-out call reaches the journal only when the demo answers, after the test has looked.
        const tries = name === "timeout" ? null : (await journalOf(visitor, traceId)).filter((e) => e.fault).length;
        await visitor.dispose();
        const actual = {
          row: call.row,
          status: response.status(),
          location: call.location && where ? where.pathname + where.search : null,
          text: call.text ? html.includes(call.text) : null,
          tries,
          ownCrashPage: html.includes('data-testid="error-status"'),
        };
        const expected = {
          row: call.row,
          status: call.status,
          location: call.location?.(token) ?? null,
          text: call.text ? true : null,
          tries: name === "timeout" ? null : expectedTries(kind, call.method),
          ownCrashPage: false,
        };
        return { actual, expected };
      }),
    );
    expect(outcomes.map((o) => o.actual)).toEqual(outcomes.map((o) => o.expected));
  });
}
