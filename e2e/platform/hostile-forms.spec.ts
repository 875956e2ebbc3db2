import type { APIRequestContext, APIResponse } from "@playwright/test";
import { de as platformDe } from "../../app/platform/i18n/messages/de";
import { expect, test } from "../fixtures";
import { newVisitor } from "../helpers/faults";
import { privateOffer } from "../helpers/private-offer";
import { chooseAndPay, chooseOffer, IDENTITY, PERSONAL, SEPA } from "../helpers/server-calls";
import { PLAIN } from "../ports";

/**
 * Hostile bodies posted to every form of the production server (over HTTP, the real stack): another content type,
 * a field sent twice or as an array, oversized fields and bodies, NUL and control characters, unknown names, a file
 * where a text belongs, broken encodings, and markup in every field. None may answer 5xx, none may show the markup
 * unescaped; the refusals answer their 4xx with the form and its translated message.
 */
const MARKERS = ["<script>x</script>", '"><img src=x onerror=alert(1)>'];
const [SCRIPT = "", IMG = ""] = MARKERS;

const reflected = (text: string) => MARKERS.some((marker) => text.includes(marker));

interface HostileForm {
  name: string;
  /** The form's address for the visitor's token (a private copy of `offer`, when the form has one). */
  path: (token: string) => string;
  offer?: string;
  /** How a customer gets there: the offer chosen, the earlier steps saved. */
  setup?: (visitor: APIRequestContext, token: string) => Promise<void>;
  /** A plausible post of the form: every text field it has. */
  base: Record<string, string>;
  lists?: string[];
  files?: string[];
  /** Largest body the form takes (bytes). */
  maxBytes: number;
  /** The page shows the refusal's translated message (forms whose answer has a message of its own). */
  message: boolean;
}

const KiB = 1024;
const TERMINATION = {
  submissionId: "hostile-submission-0001",
  idempotencyKey: "hostile-key-0001",
  serviceType: "Mobile",
  cancellationType: "Regular",
  reason: "",
  firstName: "Erika",
  lastName: "Mustermann",
  customerNumber: "12345678",
  phoneNumber: "01761234567",
  selectTerminationDate: "now",
  terminationDate: "",
  email: "erika.hostile@example.de",
};
const TERMINATION_SHAPE = {
  lists: ["uploadIds", "uploadNames", "acknowledgedNotices"],
  files: ["proof"],
  maxBytes: 20 * KiB * KiB,
  message: true,
};

const FORMS: HostileForm[] = [
  { name: "termination", path: () => "/kuendigung", base: TERMINATION, ...TERMINATION_SHAPE },
  {
    name: "self-care termination",
    path: () => "/selfcarekuendigung?data=demo-selfcare-mobile&brand=o2",
    base: TERMINATION,
    ...TERMINATION_SHAPE,
  },
  {
    name: "personal data",
    path: (t) => `/angebot/${t}/meine-daten`,
    offer: "demo-offer-standard",
    setup: chooseOffer,
    base: { ...PERSONAL, addressCandidate: "", intent: "save" },
    maxBytes: 64 * KiB,
    message: true,
  },
  {
    name: "identity data",
    path: (t) => `/angebot/${t}/ausweisdaten`,
    offer: "demo-offer-standard",
    setup: chooseOffer,
    base: IDENTITY,
    maxBytes: 64 * KiB,
    message: true,
  },
  {
    name: "payment",
    path: (t) => `/angebot/${t}/zahlung`,
    offer: "demo-offer-tm",
    setup: chooseOffer,
    base: SEPA,
    maxBytes: 64 * KiB,
    message: true,
  },
  {
    name: "summary",
    path: (t) => `/angebot/${t}/zusammenfassung`,
    offer: "demo-offer-tm",
    setup: chooseAndPay,
    base: { idempotencyKey: "hostile-order-0001", termsAccepted: "yes", privacyNoticeAcknowledged: "yes" },
    lists: ["marketingChannels"],
    maxBytes: 64 * KiB,
    message: true,
  },
  {
    name: "offer choice",
    path: (t) => `/angebot/${t}`,
    offer: "demo-offer-standard",
    base: { choice: "0" },
    maxBytes: 64 * KiB,
    message: false,
  },
  {
    name: "offer preview",
    path: (t) => `/angebot/preview/${t}`,
    offer: "demo-offer-abandoned-payment",
    base: { intent: "resetPreview" },
    maxBytes: 64 * KiB,
    message: false,
  },
  {
    name: "IDV selection",
    path: () => "/idv/demo-idv-selection?brand=aldi",
    base: { method: "" },
    maxBytes: 64 * KiB,
    message: false,
  },
  {
    name: "IDV retry",
    path: () => "/idv/demo-idv-failed/fehlgeschlagen?brand=aldi",
    base: { method: "" },
    maxBytes: 64 * KiB,
    message: false,
  },
  {
    name: "e-mail rejection",
    path: () => "/email-ablehnung?token=demo-decline-mail&brand=o2",
    base: {},
    maxBytes: 64 * KiB,
    message: false,
  },
];

type Send = (visitor: APIRequestContext, path: string) => Promise<APIResponse>;
interface Case {
  label: string;
  /** The status the refusal must have; undefined where any answer below 500 will do. */
  status?: number;
  /** The form must come back (its first field's name in the page). */
  form?: boolean;
  send: Send;
}

const ORIGIN = { origin: PLAIN };
const raw =
  (contentType: string | null, body: string | Buffer): Send =>
  (visitor, path) =>
    visitor.post(path, {
      data: body,
      maxRedirects: 0,
      headers: contentType ? { ...ORIGIN, "content-type": contentType } : ORIGIN,
    });
const URLENCODED = "application/x-www-form-urlencoded";
const encoded = (entries: [string, string][]) => raw(URLENCODED, new URLSearchParams(entries).toString());
const entriesOf = (values: Record<string, string>) => Object.entries(values);

function casesOf(form: HostileForm): Case[] {
  const base = entriesOf(form.base);
  const names = Object.keys(form.base);
  const first = names[0];
  const withFirst = (value: string) => base.map(([name, v]): [string, string] => [name, name === first ? value : v]);
  const cases: Case[] = [
    { label: "JSON", status: 415, send: raw("application/json", JSON.stringify({ ...form.base, x: SCRIPT })) },
    { label: "plain text", status: 415, send: raw("text/plain", `${first ?? "a"}=${SCRIPT}`) },
    { label: "XML", status: 415, send: raw("application/xml", `<?xml version="1.0"?><a>${SCRIPT}</a>`) },
    { label: "octet stream", status: 415, send: raw("application/octet-stream", Buffer.from(SCRIPT)) },
    { label: "no content type", status: 415, send: raw(null, Buffer.from(`a=${IMG}`)) },
    { label: "body over the limit", status: 413, send: encoded([["pad", "a".repeat(form.maxBytes + 1)]]) },
    { label: "multipart without boundary", status: 400, send: raw("multipart/form-data", `${SCRIPT}\r\n`) },
    {
      label: "multipart with a broken body",
      status: 400,
      send: raw("multipart/form-data; boundary=xyz", `--xyz\r\nContent-Disposition: form-data\r\n\r\n${SCRIPT}`),
    },
    { label: "invalid percent escapes", send: raw(URLENCODED, `${first ?? "a"}=%C3%28%&x%ZZ=%00`) },
    ...["__proto__", "constructor", `x${SCRIPT}`].map(
      (name): Case => ({
        label: `unknown field ${name}`,
        status: 400,
        form: true,
        send: encoded([...base, [name, IMG]]),
      }),
    ),
  ];
  for (const name of names) {
    cases.push({ label: `${name} twice`, status: 400, form: true, send: encoded([...base, [name, SCRIPT]]) });
  }
  if (first) {
    cases.push(
      { label: "array field []", status: 400, form: true, send: encoded([...base, [`${first}[]`, SCRIPT]]) },
      { label: "array field [0]", status: 400, form: true, send: encoded([...base, [`${first}[0]`, SCRIPT]]) },
      { label: "oversized field", status: 413, form: true, send: encoded(withFirst(`${"a".repeat(5000)}${SCRIPT}`)) },
      { label: "NUL", status: 400, form: true, send: encoded(withFirst(`Erika\u0000${SCRIPT}`)) },
      ...["\u0007", "\u001b[31m", "\u007f", "\u000b"].map(
        (control): Case => ({
          label: `control ${JSON.stringify(control)}`,
          status: 400,
          form: true,
          send: encoded(withFirst(`Erika${control}${IMG}`)),
        }),
      ),
      {
        label: "file where a text belongs",
        status: 400,
        form: true,
        send: (visitor, path) =>
          visitor.post(path, {
            multipart: {
              ...form.base,
              [first]: { name: "x.html", mimeType: "text/html", buffer: Buffer.from(SCRIPT) },
            },
            maxRedirects: 0,
            headers: ORIGIN,
          }),
      },
    );
  }
  for (const list of form.lists ?? []) {
    const many = Array.from({ length: 51 }, (): [string, string] => [list, SCRIPT]);
    cases.push({ label: `${list} 51 times`, status: 413, form: true, send: encoded([...base, ...many]) });
  }
  for (const file of form.files ?? []) {
    cases.push({
      label: `text where ${file} belongs`,
      status: 400,
      form: true,
      send: encoded([...base, [file, SCRIPT]]),
    });
  }
  // Markup in every field, in the form's own shape: the form's own rules answer, the page escapes what it shows.
  for (const marker of [...MARKERS, "\u202Eevil\u202C😀"]) {
    cases.push({
      label: `markup in every field: ${marker.slice(0, 12)}`,
      send: encoded(base.map(([name]): [string, string] => [name, marker])),
    });
  }
  return cases;
}

interface Tally {
  form: string;
  sent: number;
  "4xx": number;
  "5xx": number;
  other: number;
  reflected: number;
}

test.describe.configure({ mode: "parallel" });

for (const form of FORMS) {
  test(`hostile bodies to the ${form.name} form: 4xx with the form, never 5xx, never reflected`, async () => {
    test.setTimeout(120_000);
    const { api: visitor } = await newVisitor();
    const token = form.offer ? privateOffer(form.offer) : "";
    await form.setup?.(visitor, token);
    const path = form.path(token);
    const tally: Tally = { form: form.name, sent: 0, "4xx": 0, "5xx": 0, other: 0, reflected: 0 };
    const problems: string[] = [];
    for (const item of casesOf(form)) {
      const response = await item.send(visitor, path);
      const status = response.status();
      const body = await response.text();
      const where = `${form.name} / ${item.label}: ${status}`;
      tally.sent += 1;
      if (status >= 500) tally["5xx"] += 1;
      else if (status >= 400) tally["4xx"] += 1;
      else tally.other += 1;
      if (reflected(body) || reflected(response.headers().location ?? "")) {
        tally.reflected += 1;
        problems.push(`reflected: ${where}`);
      }
      if (status >= 500) problems.push(`server error: ${where}`);
      if (item.status !== undefined && status !== item.status) problems.push(`expected ${item.status}: ${where}`);
      if (item.status !== undefined && status >= 400) {
        if (!body.includes("<form")) problems.push(`no form in the page: ${where}`);
        const key =
          status === 415 ? "error.form.unsupported" : status === 413 ? "error.form.tooLarge" : "error.form.malformed";
        if (form.message && !body.includes(platformDe[key])) problems.push(`no message ${key}: ${where}`);
        const field = Object.keys(form.base)[0];
        if (item.form && field && !body.includes(`name="${field}"`)) problems.push(`form without ${field}: ${where}`);
      }
    }
    await visitor.dispose();
    console.log(JSON.stringify(tally));
    expect(problems).toEqual([]);
    expect(tally["5xx"]).toBe(0);
    expect(tally.reflected).toBe(0);
  });
}
