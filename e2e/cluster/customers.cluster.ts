import { writeFileSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { retries, serverStates, waitForStatus } from "../../scripts/cluster/haproxy";
import {
  type InstanceSpec,
  imageId,
  podman,
  signalInstance,
  startInstance,
  waitForExit,
} from "../../scripts/cluster/instances";
import { expect, test } from "../fixtures";
import { faultTaken, injectFault, type JournalEntry, journalOf } from "../helpers/faults";
import { privateOffer } from "../helpers/private-offer";
import { type Customer, type Incident, newCustomer, visit } from "./customer";
import {
  checkout,
  chooseOffer,
  order,
  repeats,
  selfCareTermination,
  sendIdentity,
  sendPayment,
  sendTermination,
  startIdv,
  terminationCustomer,
  tickSummary,
  typeIdentity,
  typePayment,
  typeTermination,
} from "./flows";
import { submissions } from "./journal";

/**
 * Customers of three production instances behind HAProxy (round robin, no stickiness; scripts/cluster/run.ts
 * starts them): every journey completes while requests alternate between instances; an instance stopped under a
 * checkout drains without losing it, one killed under an order costs the customer one repeat that orders once; a
 * deploy of a new build, instance by instance, costs a customer at most one reload and nothing typed.
 */

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: run the cluster test with npm run test:cluster`);
  return value;
};
const SOCKET = env("CLUSTER_SOCKET");
const INSTANCES = JSON.parse(env("CLUSTER_INSTANCES")) as InstanceSpec[];
const DEMO_DATA = env("CLUSTER_DEMO_DATA");

test.describe.configure({ mode: "serial" });

const report: {
  phase: string;
  seconds: number;
  incidents: Incident[];
  repeats: typeof repeats;
  reloads: Record<string, number>;
  /** Each customer's full document loads in order (method, path, status, instance and build). */
  documents: Record<string, string[]>;
  /** Each customer's builds as its answers named them, runs of one build folded ("1795…672 ×14"). */
  builds: Record<string, string[]>;
  answers: Record<string, string[]>;
  /** What HAProxy sent again during the phase (a refused or unreachable request), and of those to another instance. */
  loadBalancer?: { retried: number; redispatched: number };
}[] = [];
const customers: Customer[] = [];
/** The demo's journal of order calls in the faults phase, with the instance that got each signal. */
const journals: {
  phase: string;
  orders: Record<string, JournalEntry[]>;
  signalled: Record<string, string>;
  summaryPosts: Record<string, Customer["posts"]>;
}[] = [];
let index = 0;

async function customer(browser: Browser, phase: string, javaScript: boolean): Promise<Customer> {
  index += 1;
  const created = await newCustomer(browser, `customer${index}${javaScript ? "" : "-nojs"}`, javaScript);
  created.phase = phase;
  customers.push(created);
  return created;
}

function instance(n: number): InstanceSpec {
  return INSTANCES[n] as InstanceSpec;
}

/** The instance that holds a request open now (the only open one: the others are idle at that moment). */
async function holder(): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const busy = (await serverStates(SOCKET)).filter((s) => s.sessions > 0);
    if (busy.length === 1) return busy[0]?.name ?? "";
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("no single instance held the request");
}

/** The demo backend answers this customer's order only after `ms`: the order is open on an instance meanwhile. */
async function holdOrder(c: Customer, token: string, ms: number) {
  await injectFault(c.page.request, {
    traceId: c.traceId,
    method: "POST",
    path: `/api/offer/accept/${token}`,
    kind: { name: "slow order", fault: { kind: "delay", delayMs: ms }, retriedPost: false },
  });
}

function record(phase: string, from: number, group: Customer[], expectedDocuments: Record<string, number>) {
  report.push({
    phase,
    seconds: Math.round((Date.now() - from) / 1000),
    incidents: group.flatMap((c) => c.incidents),
    repeats: repeats.filter((r) => r.phase === phase),
    reloads: Object.fromEntries(
      group.map((c) => [c.name, c.documents.length - (expectedDocuments[c.name] ?? c.documents.length)]),
    ),
    documents: Object.fromEntries(group.map((c) => [c.name, c.documents])),
    builds: Object.fromEntries(group.map((c) => [c.name, runs(c.builds)])),
    answers: Object.fromEntries(group.map((c) => [c.name, c.answers])),
  });
}

function runs(builds: number[]): string[] {
  const folded: [number, number][] = [];
  for (const build of builds) {
    const last = folded.at(-1);
    if (last?.[0] === build) last[1] += 1;
    else folded.push([build, 1]);
  }
  return folded.map(([build, count]) => `${build} ×${count}`);
}

/** True when no answer came from an older build than one before it: once met, the newer build stays. */
function neverBack(builds: number[]): boolean {
  return builds.every((build, i) => i === 0 || build >= (builds[i - 1] ?? 0));
}

test.afterAll(async () => {
  // A phase that failed has no entry of its own: its customers' incidents are kept all the same.
  const reported = new Set(report.flatMap((phase) => phase.incidents));
  const unreported = customers.flatMap((c) => c.incidents).filter((incident) => !reported.has(incident));
  const all = unreported.length > 0 ? [...report, { phase: "unfinished", incidents: unreported, repeats }] : report;
  writeFileSync(env("CLUSTER_REPORT"), JSON.stringify({ phases: all, journals }, null, 2));
  for (const c of customers) await c.context.close();
});

test("round robin without stickiness: checkout with and without JavaScript, terminations and an IDV start complete", async ({
  browser,
}) => {
  const phase = "round robin";
  const from = Date.now();
  const withJs = await customer(browser, phase, true);
  const withoutJs = await customer(browser, phase, false);
  const terminating = await customer(browser, phase, false);
  const selfCare = await customer(browser, phase, true);
  const idv = await customer(browser, phase, true);
  const tokens = [privateOffer("demo-offer-standard"), privateOffer("demo-offer-standard")];
  await Promise.all([
    checkout(withJs, tokens[0] ?? ""),
    checkout(withoutJs, tokens[1] ?? ""),
    typeTermination(terminating, 1).then(() => sendTermination(terminating)),
    selfCareTermination(selfCare, "demo-selfcare-mobile", "o2"),
    startIdv(idv),
  ]);
  const group = [withJs, withoutJs, terminating, selfCare, idv];
  record(phase, from, group, {});
  // Every instance answered; each journey of several requests met more than one instance.
  expect(new Set(group.flatMap((c) => c.instances))).toEqual(new Set(INSTANCES.map((i) => i.name)));
  for (const c of group) expect(new Set(c.instances).size, c.name).toBeGreaterThan(1);
  expect(group.flatMap((c) => c.incidents)).toEqual([]);
  const stored = submissions(DEMO_DATA);
  for (const token of tokens) expect(stored.orders.get(token), token).toBe(1);
  expect(stored.terminations.get(terminationCustomer(terminating, 1).email)).toBe(1);
});

test("SIGTERM under a checkout drains it; SIGKILL under another costs one repeat that orders once", async ({
  browser,
}) => {
  const phase = "faults";
  const from = Date.now();
  const drained = await customer(browser, phase, true);
  const killed = await customer(browser, phase, true);
  const tokens = new Map([
    [drained, privateOffer("demo-offer-standard")],
    [killed, privateOffer("demo-offer-standard")],
  ]);
  await Promise.all(
    [drained, killed].map(async (c) => {
      await chooseOffer(c, tokens.get(c) ?? "");
      await typeIdentity(c);
      await sendIdentity(c);
      await typePayment(c);
      await sendPayment(c);
      await tickSummary(c);
    }),
  );

  // The order is open on one instance when it gets SIGTERM: it finishes there (the drain), nothing is lost.
  await holdOrder(drained, tokens.get(drained) ?? "", 2500);
  const ordering = order(drained);
  const terminated = await holder();
  signalInstance(terminated, "SIGTERM");
  await ordering;
  expect(drained.incidents, "the drained customer saw no error").toEqual([]);
  await waitForStatus(SOCKET, terminated, "DOWN");

  // Another instance is killed with the next order open on it: the load balancer answers 502, the customer sends
  // the same form again (the same Idempotency-Key) and the backend orders once.
  await holdOrder(killed, tokens.get(killed) ?? "", 2500);
  const orderingKilled = order(killed);
  const victim = await holder();
  expect(victim).not.toBe(terminated);
  // The instance holds the request as soon as HAProxy forwards it, but sends the order call only after reading the
  // form and its cookies, and the backend takes the fault on the call's headers, before its body is there. Killed
  // before the body arrived (two CI rehearsals on a busy machine), the held call could not act, so nothing was
  // replayed: the kill waits for the fault to be taken and then a moment for the body, well inside the 2.5 s hold.
  await faultTaken(killed.page.request, {
    traceId: killed.traceId,
    method: "POST",
    path: `/api/offer/accept/${tokens.get(killed) ?? ""}`,
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  signalInstance(victim, "SIGKILL");
  await orderingKilled;

  // Both go on to terminate their contracts on what is left.
  await Promise.all(
    [drained, killed].map(async (c, i) => {
      await typeTermination(c, 10 + i);
      await sendTermination(c);
    }),
  );
  expect(waitForExit(terminated), "the drained instance exits by itself, with 0").toBe(0);
  expect(waitForExit(victim)).toBe(137);
  record(phase, from, [drained, killed], {});

  const stored = submissions(DEMO_DATA);
  for (const [c, token] of tokens) expect(stored.orders.get(token), `${c.name}'s orders`).toBe(1);
  for (const [i, c] of [drained, killed].entries()) {
    expect(stored.terminations.get(terminationCustomer(c, 10 + i).email), `${c.name}'s terminations`).toBe(1);
  }
  // The demo's journal of the order calls: the held one, and for the killed customer its repeat. The demo writes a
  // call down when it answers, so the killed instance's held call appears only when its hold is over: when the
  // customer's repeat came at once (Chromium resends a post on its own when the connection it went out on closes
  // with no answer), that is after the repeat was answered.
  const killedAccept = `/api/offer/accept/${tokens.get(killed) ?? ""}`;
  await expect
    .poll(
      async () =>
        (await journalOf(killed.page.request, killed.traceId)).some(
          (e) => e.path === killedAccept && e.fault === "delay",
        ),
      {
        message: "the held call reached the backend",
        timeout: 10_000,
      },
    )
    .toBe(true);
  const orders: Record<string, JournalEntry[]> = {};
  for (const [c, token] of tokens) {
    const calls = await journalOf(c.page.request, c.traceId);
    orders[c.name] = calls.filter((e) => e.method === "POST" && e.path === `/api/offer/accept/${token}`);
  }
  const summaryPosts = (c: Customer) => c.posts.filter((p) => p.path.includes("/zusammenfassung"));
  journals.push({
    phase,
    orders,
    signalled: { SIGTERM: terminated, SIGKILL: victim },
    summaryPosts: { [drained.name]: summaryPosts(drained), [killed.name]: summaryPosts(killed) },
  });
  // Drained: the held order was answered by the instance that had SIGTERM, once, without a repeat.
  expect(orders[drained.name]?.map((e) => [e.status, e.fault ?? null])).toEqual([[200, "delay"]]);
  // (React Router answers a data request whose action redirects with 202 and the target in its body.)
  const ok = (status: number) => status >= 200 && status < 300;
  expect(summaryPosts(drained).map((p) => [ok(p.status), p.instance])).toEqual([[true, terminated]]);
  // Killed: the order was sent again (by the customer after a 502, or by the browser itself: HAProxy closes a
  // kept-alive connection whose request the instance dropped without an answer, and Chromium then resends the
  // request on a new one), with the same Idempotency-Key: the backend acted once and replayed the rest.
  const calls = orders[killed.name] ?? [];
  expect(calls.length).toBeGreaterThan(1);
  expect(new Set(calls.map((e) => e.idempotencyKey)).size).toBe(1);
  expect(calls.filter((e) => !e.replayed)).toHaveLength(1);
  expect(
    calls.find((e) => e.fault === "delay"),
    "the held call reached the backend",
  ).toBeDefined();
  expect(killed.incidents.every((incident) => incident.status === 502 && incident.instance === victim)).toBe(true);

  // The two come back for the deploy.
  for (const name of [terminated, victim]) startInstance(INSTANCES.find((i) => i.name === name) as InstanceSpec);
  for (const name of [terminated, victim]) await waitForStatus(SOCKET, name, "UP", 60_000);
});

test("a deploy replaces the instances one by one with a new build: at most one reload, nothing typed lost", async ({
  browser,
}) => {
  const phase = "deploy";
  const from = Date.now();
  const next = env("CLUSTER_NEXT_IMAGE");
  const buying = await customer(browser, phase, true);
  const terminating = await customer(browser, phase, true);
  const token = privateOffer("demo-offer-standard");
  const retriedBefore = await retries(SOCKET);

  const replace = async (n: number) => {
    const old = instance(n);
    signalInstance(old.name, "SIGTERM");
    expect(waitForExit(old.name)).toBe(0);
    startInstance({ ...old, image: next });
    await waitForStatus(SOCKET, old.name, "UP", 60_000);
  };

  await chooseOffer(buying, token);
  await typeIdentity(buying);
  await typeTermination(terminating, 20);
  await replace(0);
  await sendIdentity(buying);
  await typePayment(buying);
  await replace(1);
  await sendPayment(buying);
  await replace(2);
  // Every instance runs the new build now.
  for (const i of INSTANCES) expect(podman(["inspect", "--format", "{{.Image}}", i.name])).toBe(imageId(next));
  // The termination form still holds what was typed before the deploy, and sends it.
  const typed = terminationCustomer(terminating, 20);
  await expect(terminating.page.getByRole("textbox", { name: /Kundennummer/ })).toHaveValue(typed.customerNumber);
  await expect(terminating.page.getByRole("textbox", { name: /E-Mail-Adresse/ })).toHaveValue(typed.email);
  await sendTermination(terminating);
  await tickSummary(buying);
  await order(buying);
  // One document each (the first page); anything more is a reload the app made itself.
  record(phase, from, [buying, terminating], { [buying.name]: 1, [terminating.name]: 1 });
  const retriedAfter = await retries(SOCKET);
  const last = report.at(-1);
  if (last) {
    last.loadBalancer = {
      retried: retriedAfter.retried - retriedBefore.retried,
      redispatched: retriedAfter.redispatched - retriedBefore.redispatched,
    };
  }
  const reloads = report.at(-1)?.reloads ?? {};
  for (const c of [buying, terminating]) expect(reloads[c.name], `${c.name}: ${c.documents}`).toBeLessThanOrEqual(1);
  // Once a customer met the new build, every later answer came from it (server/build-skew.ts, the HAProxy retry).
  for (const c of [buying, terminating]) expect(neverBack(c.builds), `${c.name}: ${runs(c.builds)}`).toBe(true);
  expect(new Set(buying.builds).size, "the buyer met both builds").toBe(2);

  const stored = submissions(DEMO_DATA);
  expect(stored.orders.get(token)).toBe(1);
  expect(stored.terminations.get(typed.email)).toBe(1);
});

test("a rollback to the older build refuses a customer of the newer one once, then serves them", async ({
  browser,
}) => {
  const phase = "rollback";
  const from = Date.now();
  const returning = await customer(browser, phase, true);
  await visit(returning, "/kuendigung");
  const newer = returning.builds.at(-1);
  // Every instance back to the first build at once (INSTANCES name it): now each one refuses this customer.
  for (const i of INSTANCES) signalInstance(i.name, "SIGTERM");
  for (const i of INSTANCES) expect(waitForExit(i.name)).toBe(0);
  for (const i of INSTANCES) startInstance(i);
  for (const i of INSTANCES) await waitForStatus(SOCKET, i.name, "UP", 60_000);

  // The load balancer tried every instance; the last refusal reaches the customer, translated, and clears the
  // cookie: the page's link (the same address) is served by the older build.
  const refused = await returning.page.goto("/kuendigung");
  expect(refused?.status()).toBe(503);
  expect(refused?.headers()["retry-after"]).toBe("1");
  await expect(returning.page.getByRole("heading", { name: "Das hat leider nicht geklappt" })).toBeVisible();
  const [served] = await Promise.all([
    returning.page.waitForEvent("response", (r) => r.request().isNavigationRequest()),
    returning.page.getByRole("link", { name: "Erneut versuchen" }).click(),
  ]);
  expect(served.status()).toBe(200);
  expect(Number(served.headers()["x-build"])).toBeLessThan(newer ?? 0);
  await typeTermination(returning, 30);
  await sendTermination(returning);
  record(phase, from, [returning], {});
  // One refused document; nothing else failed (a browser's own favicon request for the minimal page may 404).
  expect(returning.incidents.filter((i) => i.kind === "document").map((i) => i.status)).toEqual([503]);
  expect(returning.incidents.filter((i) => i.kind !== "document" && i.status !== 404)).toEqual([]);
  expect(submissions(DEMO_DATA).terminations.get(terminationCustomer(returning, 30).email)).toBe(1);
});
