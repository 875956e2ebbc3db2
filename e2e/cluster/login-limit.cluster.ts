import type { InstanceSpec } from "../../scripts/cluster/instances";
import { expect, test } from "../fixtures";
import { clientAddress } from "../helpers/client-address";
import { type JournalEntry, journalOf, newVisitor } from "../helpers/faults";
import { privateOffer } from "../helpers/private-offer";

/**
 * Guessing an offer's login code through three instances behind HAProxy (round robin; scripts/cluster/run.ts starts
 * them). Each instance counts only its own requests (docs/operations.md, "Offer login: guessing the code"): what
 * bounds the guesses for one offer is the backend's limit, which the demo backend holds as the contract asks.
 * The instances read the client's address from HAProxy's X-Forwarded-For (they trust loopback, TRUST_PROXY's default).
 */

const instances = JSON.parse(process.env.CLUSTER_INSTANCES ?? "[]") as InstanceSpec[];
const names = instances.map((i) => i.name);

/** The exchanges the backend received for one visitor (the load balancer routes `/__demo/*` to the demo). */
async function exchangesOf(visitor: Awaited<ReturnType<typeof newVisitor>>): Promise<JournalEntry[]> {
  const journal = await journalOf(visitor.api, visitor.traceId);
  return journal.filter((entry) => entry.path === "/api/auth/token");
}

test.describe.configure({ mode: "serial" });

interface Answer {
  status: number;
  instance: string;
  retryAfter: number | null;
}

async function guess(
  visitor: Awaited<ReturnType<typeof newVisitor>>,
  token: string,
  code: string,
  from: string,
): Promise<Answer> {
  const response = await visitor.api.post(`/angebot/${token}/login`, {
    form: { code },
    headers: { "X-Forwarded-For": from },
    maxRedirects: 0,
  });
  const retryAfter = response.headers()["retry-after"];
  return {
    status: response.status(),
    instance: response.headers()["x-served-by"] ?? "",
    retryAfter: retryAfter === undefined ? null : Number(retryAfter),
  };
}

test("wrong codes for one offer spread over every instance: the backend takes 5, the right code then waits too", async () => {
  expect(names).toHaveLength(3);
  const visitor = await newVisitor();
  const token = privateOffer("demo-offer-login");
  // From many addresses (as a botnet would): no per-address count ever applies.
  const answers: Answer[] = [];
  for (let i = 0; i < 12; i++) answers.push(await guess(visitor, token, String(900000 + i), clientAddress()));
  expect(new Set(answers.map((a) => a.instance))).toEqual(new Set(names));
  // Each instance saw 4 and would let 5 through (15 for the cluster): the backend refused 5 and locked the offer.
  expect(answers.map((a) => a.status)).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  for (const answer of answers.filter((a) => a.status === 429)) {
    expect(answer.retryAfter).toBeGreaterThan(0);
    expect(answer.retryAfter).toBeLessThanOrEqual(600);
  }
  // The right code waits as well, on every instance, until the window ends.
  const right: Answer[] = [];
  for (let i = 0; i < names.length; i++) right.push(await guess(visitor, token, "123456", clientAddress()));
  expect(right.map((a) => a.status)).toEqual([429, 429, 429]);
  expect(new Set(right.map((a) => a.instance))).toEqual(new Set(names));
  // The backend's own record of the exchanges: 5 codes checked and refused, every later one answered by its limit.
  const exchanges = await exchangesOf(visitor);
  expect(exchanges.map((e) => e.status)).toEqual([...Array(5).fill(401), ...Array(10).fill(429)]);
  await visitor.api.dispose();
});

test("one address guessing over many offers meets each instance's limit: 10 per instance, 30 behind three", async () => {
  const visitor = await newVisitor();
  const from = clientAddress();
  const answers: Answer[] = [];
  for (let i = 0; i < 10 * names.length + names.length; i++) {
    answers.push(await guess(visitor, privateOffer("demo-offer-login"), "999999", from));
  }
  // Every instance refused 10 codes from this address, then only answered 429 (its own count: no backend call).
  for (const name of names) {
    const own = answers.filter((a) => a.instance === name).map((a) => a.status);
    expect(own.slice(0, 10), name).toEqual(Array(10).fill(401));
    expect(new Set(own.slice(10)), name).toEqual(new Set([429]));
  }
  expect(answers.filter((a) => a.status === 401)).toHaveLength(10 * names.length);
  const exchanges = await exchangesOf(visitor);
  expect(exchanges).toHaveLength(10 * names.length);
  await visitor.api.dispose();
});
