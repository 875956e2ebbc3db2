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
import { CHECKOUT_CALLS, chooseOffer, get, post, type ServerCall } from "../helpers/server-calls";
import { PLAIN } from "../ports";
import { PROOF } from "../termination/helpers";

/**
 * The calls loaders and actions make on the server, each under every fault, over HTTP (no browser): the page's
 * status, where it leads and what that page answers, its translated message, the entries a failed post carries
 * back, and how often the backend saw the call (retry.ts). The rows are docs/fault-matrix.md's "server" rows (the
 * checkout's in helpers/server-calls.ts); one test per fault runs them side by side.
 */
const offerError = (token: string) => `/angebot/${token}/fehler?code=Unexpected`;
const unexpected = { status: 502, text: errorsDe["offer.errors.unexpected.title"] };
const SELFCARE = "/selfcarekuendigung?data=demo-selfcare-mobile&brand=o2";
const selfcareFailed = { status: 502, text: terminationDe["termination.selfcareError.text.failed"] };
/** A submission id of the row's own (the private offer's suffix), so parallel rows never share one. */
const submission = (token: string) => `fault-${token.split("~")[1]}`;
const TERMINATION = {
  cancellationType: "Regular",
  selectTerminationDate: "now",
  email: "erika.fault@example.de",
  idempotencyKey: "termination-key-0001",
};
const [submitFailed = ""] = terminationDe["termination.error.submitFailed"].split("{hotline}");

const CALLS: ServerCall[] = [
  {
    row: "offer verify (offer page)",
    method: "GET",
    api: (t) => `/api/offer/verify/${t}`,
    open: (v, t) => get(`/angebot/${t}`)(v),
    status: 302,
    location: offerError,
    landing: unexpected,
  },
  {
    row: "offer read (offer page)",
    method: "GET",
    api: (t) => `/api/offer/${t}`,
    open: (v, t) => get(`/angebot/${t}`)(v),
    status: 302,
    location: offerError,
    landing: unexpected,
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
    landing: unexpected,
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
    // In the verification's brand: another brand's page redirects with ?brand= before the methods are asked for.
    open: get("/idv/demo-idv-selection?brand=aldi"),
    status: 502,
    text: idvDe["idv.unexpected.next"],
  },
  {
    row: "IDV method choice",
    method: "POST",
    api: () => "/api/idv/demo-idv-selection/methods",
    // The page's form posts to its own address, which carries the verification's brand (?brand=).
    open: post("/idv/demo-idv-selection?brand=aldi", { method: "eId" }),
    status: 502,
    text: idvDe["idv.main.problem.failed"],
  },
  {
    row: "termination config",
    method: "GET",
    api: () => "/api/o2/contracttermination/config",
    open: get("/kuendigung?brand=o2"),
    status: 502,
    text: terminationDe["termination.form.loadFailed"],
  },
  {
    row: "self-care prefill",
    method: "GET",
    api: () => "/api/o2/prefilledcontracttermination/prefill",
    open: get(SELFCARE),
    status: 302,
    location: () => "/selfcarekuendigung/error?reason=failed&data=demo-selfcare-mobile",
    landing: selfcareFailed,
  },
  {
    row: "self-care config",
    method: "GET",
    api: () => "/api/o2/prefilledcontracttermination/config",
    open: get(SELFCARE),
    status: 302,
    location: () => "/selfcarekuendigung/error?reason=failed&data=demo-selfcare-mobile",
    landing: selfcareFailed,
  },
  {
    row: "self-care submit",
    method: "POST",
    api: (t) => `/api/o2/prefilledcontracttermination/${submission(t)}`,
    open: (v, t) => post(SELFCARE, { ...TERMINATION, submissionId: submission(t) })(v),
    status: 502,
    text: submitFailed,
    kept: (t) => [
      `name="submissionId" value="${submission(t)}"`,
      `name="idempotencyKey" value="${TERMINATION.idempotencyKey}"`,
      `name="email" value="${TERMINATION.email}"`,
      'href="tel:',
    ],
  },
  {
    row: "proof upload (termination submit)",
    method: "POST",
    api: (t) => `/api/o2/contracttermination/upload/${submission(t)}`,
    open: (v, t) =>
      v.post("/kuendigung?brand=o2", {
        multipart: {
          ...TERMINATION,
          serviceType: "mobile",
          cancellationType: "Special",
          reason: "UmzugAusland",
          firstName: "Erika",
          lastName: "Mustermann",
          customerNumber: "5550071",
          submissionId: submission(t),
          proof: PROOF,
        },
        maxRedirects: 0,
        headers: { origin: PLAIN },
      }),
    status: 502,
    text: terminationDe["termination.error.uploadFailed"],
    kept: (t) => [`name="submissionId" value="${submission(t)}"`, 'name="customerNumber" value="5550071"'],
  },
  {
    row: "Novum entry",
    method: "GET",
    api: () => "/api/entry/novum",
    open: get("/entry/novum?id=demo-novum"),
    status: 502,
    text: offerEntryDe["offer.entry.failed.headline"],
  },
  {
    row: "e-mail rejection (decline)",
    method: "POST",
    api: () => "/api/declinemail",
    open: post("/email-ablehnung?token=demo-decline-mail&brand=o2"),
    status: 502,
    text: emailDe["emailRejection.failed.headline"],
  },
];

for (const name of FAULT_NAMES) {
  const kind = FAULTS[name];
  test(`server calls under ${kind.name}: an error screen with 502/503 or a redirect to one, retries per policy`, async () => {
    const outcomes = await Promise.all(
      [...CALLS, ...CHECKOUT_CALLS].map(async (call) => {
        const { traceId, api: visitor } = await newVisitor();
        const token = privateOffer(call.offer ?? "demo-offer-standard");
        await call.setup?.(visitor, token);
        await injectFault(visitor, { traceId, method: call.method, path: call.api(token), kind });
        const response = await call.open(visitor, token);
        const html = textOf(await response.text());
        const location = response.headers().location;
        const where = location ? new URL(location, PLAIN) : null;
        // A timed-out call reaches the journal only when the demo answers, after the test has looked.
        const tries = name === "timeout" ? null : (await journalOf(visitor, traceId)).filter((e) => e.fault).length;
        const landed = call.landing && where ? await visitor.get(where.pathname + where.search) : null;
        const landing = landed
          ? { status: landed.status(), text: textOf(await landed.text()).includes(call.landing?.text ?? "") }
          : null;
        await visitor.dispose();
        const kept = typeof call.kept === "function" ? call.kept(token) : (call.kept ?? []);
        const actual = {
          row: call.row,
          status: response.status(),
          location: call.location && where ? where.pathname + where.search : null,
          landing,
          text: call.text ? html.includes(call.text) : null,
          lost: kept.filter((entry) => !html.includes(entry)),
          shows: call.absent ? html.includes(call.absent) : null,
          tries,
          ownCrashPage: html.includes('data-testid="error-status"'),
        };
        const expected = {
          row: call.row,
          status: call.status,
          location: call.location?.(token) ?? null,
          landing: call.landing ? { status: call.landing.status, text: true } : null,
          text: call.text ? true : null,
          lost: [],
          shows: call.absent ? false : null,
          tries: name === "timeout" ? null : expectedTries(kind, call.method),
          ownCrashPage: false,
        };
        return { actual, expected };
      }),
    );
    expect(outcomes.map((o) => o.actual)).toEqual(outcomes.map((o) => o.expected));
  });
}
