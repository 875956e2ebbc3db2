import { appendFileSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Schemas } from "./http.ts";
import { CUSTOMERS, type CustomerSeed } from "./seed/customers.ts";
import { findOfferSeed } from "./seed/offers.ts";

type PersonalData = Schemas["PersonalData"];

export interface OrderRecord {
  orderId: string;
  orderedAt: string;
  paymentMethod: Schemas["PaymentMethod"];
  paymentStatus: Schemas["PaymentStatus"];
  ibanMasked?: string;
  paymentSessionId?: string;
  language?: Schemas["Language"];
  /** The cart the customer chose (the offer's own when absent). */
  offerIds?: string[];
}

export interface OfferRuntime {
  state: Schemas["OfferState"];
  order?: OrderRecord;
  personalData?: Partial<PersonalData>;
  identityDocument?: Schemas["IdentityDocument"];
  /** The customer changed something since the seed; a preview reset undoes it. */
  changed: boolean;
}

export interface TerminationRecord {
  id: string;
  brand: Schemas["BrandSlug"];
  form: "default" | "selfcare";
  receivedAt: string;
  serviceType: Schemas["ServiceType"];
  cancellationType: Schemas["TerminationType"];
  reason: Schemas["TerminationReason"];
  effectiveDate: string;
  customer: Schemas["TerminationCustomer"];
  contract?: Schemas["PrefillContract"];
  uploadIds: string[];
  /** The request as sent, to tell a repeated submission from a different one with the same id. */
  fingerprint: string;
}

export interface UploadRecord {
  uploadId: string;
  submissionId: string;
  brand: Schemas["BrandSlug"];
  fileName: string;
  contentType: Schemas["UploadResult"]["contentType"];
  size: number;
}

export type PaymentOutcome = "success" | "aborted" | "failed";

export type DemoEvent = { at: string } & (
  | { type: "order"; token: string; order: OrderRecord }
  | { type: "payment"; token: string; sessionId: string; outcome: PaymentOutcome }
  | { type: "offerReset"; token: string }
  | { type: "previewReset"; token: string }
  | {
      type: "customerDetails";
      token: string;
      personalData?: PersonalData;
      identityDocument?: Schemas["IdentityDocument"];
    }
  | { type: "termination"; record: TerminationRecord }
  | { type: "upload"; record: UploadRecord }
  | { type: "declineMail"; token: string; brand: Schemas["BrandSlug"] }
  | { type: "demoReset" }
);

export interface DemoStore {
  readonly dataDir: string;
  readonly uploadsDir: string;
  readonly terminations: ReadonlyMap<string, TerminationRecord>;
  readonly uploads: ReadonlyMap<string, UploadRecord>;
  readonly declines: ReadonlyMap<string, { brand: Schemas["BrandSlug"]; declinedAt: string }>;
  /** Payment-provider sessions: id → offer token and whether the customer already came back. */
  readonly payments: ReadonlyMap<string, { token: string; outcome?: PaymentOutcome }>;
  /** The offer's runtime state: the seed's until something happened. */
  offer(token: string): OfferRuntime;
  /** Appends the event to the submissions file, then applies it; nothing submitted is lost on restart. */
  record(event: DemoEvent): void;
}

export const SUBMISSIONS_FILE = "submissions.jsonl";

export function initialRuntime(token: string, now: Date): OfferRuntime {
  const found = findOfferSeed(token);
  const customer: CustomerSeed = found ? CUSTOMERS[found.seed.customer] : {};
  const runtime: OfferRuntime = { state: found?.seed.state ?? "open", changed: false };
  if (customer.personalData) runtime.personalData = customer.personalData;
  if (customer.identityDocument) runtime.identityDocument = customer.identityDocument;
  // Seeds that start after an order carry that order, so summary and preview have something to show.
  const seededStatus = { ordered: "mandate", paymentPending: "pending", paymentAborted: "aborted" } as const;
  const state = found?.seed.state;
  if (found && (state === "ordered" || state === "paymentPending" || state === "paymentAborted")) {
    runtime.order = {
      orderId: `ORD-SEED-${found.index}`,
      orderedAt: new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000).toISOString(),
      paymentMethod: state === "ordered" ? "sepa" : "creditCard",
      paymentStatus: seededStatus[state],
    };
  }
  return runtime;
}

export function createStore(dataDir: string, now: () => Date = () => new Date()): DemoStore {
  const uploadsDir = join(dataDir, "uploads");
  mkdirSync(uploadsDir, { recursive: true });
  const file = join(dataDir, SUBMISSIONS_FILE);
  const offers = new Map<string, OfferRuntime>();
  const terminations = new Map<string, TerminationRecord>();
  const uploads = new Map<string, UploadRecord>();
  const declines = new Map<string, { brand: Schemas["BrandSlug"]; declinedAt: string }>();
  const payments = new Map<string, { token: string; outcome?: PaymentOutcome }>();

  const offer = (token: string): OfferRuntime => {
    let runtime = offers.get(token);
    if (!runtime) {
      runtime = initialRuntime(token, now());
      offers.set(token, runtime);
    }
    return runtime;
  };

  const apply = (event: DemoEvent): void => {
    switch (event.type) {
      case "order": {
        const runtime = offer(event.token);
        runtime.order = event.order;
        runtime.state = event.order.paymentStatus === "pending" ? "paymentPending" : "ordered";
        runtime.changed = true;
        if (event.order.paymentSessionId) payments.set(event.order.paymentSessionId, { token: event.token });
        return;
      }
      case "payment": {
        const runtime = offer(event.token);
        const session = payments.get(event.sessionId);
        if (session) session.outcome = event.outcome;
        const states = { success: "ordered", aborted: "paymentAborted", failed: "paymentFailed" } as const;
        const statuses = { success: "captured", aborted: "aborted", failed: "failed" } as const;
        runtime.state = states[event.outcome];
        if (runtime.order) runtime.order.paymentStatus = statuses[event.outcome];
        return;
      }
      case "offerReset": {
        const runtime = offer(event.token);
        runtime.state = "open";
        delete runtime.order;
        runtime.changed = true;
        return;
      }
      case "previewReset":
        offers.delete(event.token);
        return;
      case "customerDetails": {
        const runtime = offer(event.token);
        if (event.personalData) runtime.personalData = event.personalData;
        if (event.identityDocument) runtime.identityDocument = event.identityDocument;
        runtime.changed = true;
        return;
      }
      case "termination":
        terminations.set(event.record.id, event.record);
        return;
      case "upload":
        uploads.set(event.record.uploadId, event.record);
        return;
      case "declineMail":
        if (!declines.has(event.token)) declines.set(event.token, { brand: event.brand, declinedAt: event.at });
        return;
      case "demoReset":
        offers.clear();
        payments.clear();
        return;
    }
  };

  for (const event of readEvents(file)) apply(event);

  return {
    dataDir,
    uploadsDir,
    terminations,
    uploads,
    declines,
    payments,
    offer,
    record(event) {
      appendFileSync(file, `${JSON.stringify(event)}\n`);
      apply(event);
    },
  };
}

function readEvents(file: string): DemoEvent[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return [];
  }
  const events: DemoEvent[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      events.push(JSON.parse(line) as DemoEvent);
    } catch {
      // A line cut short by a crash is skipped; the lines before and after still count.
      console.warn(`demo-api: skipped an unreadable line in ${file}`);
    }
  }
  return events;
}
