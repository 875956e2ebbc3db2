import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import {
  allowNetworkLog,
  expectedTries,
  FAULT_NAMES,
  FAULTS,
  type FaultName,
  fulfilFault,
  injectFault,
  journalOf,
  ownTraceId,
} from "../helpers/faults";
import { privateOffer } from "../helpers/private-offer";
import { waitForOfferPage } from "../offer/shop-helpers";
import { PLAIN } from "../ports";
import { fillRegularTermination } from "../termination/helpers";

/**
 * The rows of docs/fault-matrix.md a customer meets in the browser: a form whose input must survive (the
 * termination), the calls the browser makes itself (route interception), and the backend that goes away and
 * comes back. The fixture fails a test on any uncaught error or console error but the browser's own
 * "Failed to load resource" lines.
 */

// Every test here cuts requests on purpose: the browser's own "net::ERR_*" lines are no error of the page.
// (Hooks run before the fixture's check.)
test.afterEach(({ pageErrors }) => allowNetworkLog(pageErrors));

const fillTermination = (page: Page) =>
  fillRegularTermination(page, { firstName: "Erika", customerNumber: "5550071", email: "erika@example.de" });

/** "Jetzt kündigen", waiting for the action's answer: a message still shown from the last try proves nothing. */
async function submitTermination(page: Page, timeout = 5_000) {
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/kuendigung"), {
    timeout,
  });
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  return answered;
}

async function expectEntriesKept(page: Page, fault: string) {
  await expect(page.getByRole("textbox", { name: "Vorname" }), fault).toHaveValue("Erika");
  await expect(page.getByRole("textbox", { name: /Kundennummer/ }), fault).toHaveValue("5550071");
  await expect(page.getByRole("textbox", { name: /E-Mail-Adresse/ }), fault).toHaveValue("erika@example.de");
  await expect(page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }), fault).toBeChecked();
}

test("termination submit under every fault: the message, every entry kept, retries per policy; then it goes through", async ({
  page,
  request,
}) => {
  test.setTimeout(75_000);
  const traceId = await ownTraceId(page);
  await page.goto("/kuendigung?brand=o2");
  await fillTermination(page);
  const id = await page.locator('input[name="submissionId"]').inputValue();
  const path = `/api/o2/contracttermination/${id}`;
  let counted = 0;
  for (const name of FAULT_NAMES) {
    const kind = FAULTS[name];
    await injectFault(request, { traceId, method: "POST", path, kind });
    const answer = await submitTermination(page, name === "timeout" ? 20_000 : 5_000);
    expect({ fault: kind.name, status: answer.status() }).toEqual({ fault: kind.name, status: 502 });
    await expect(
      page.getByRole("alert").filter({ hasText: "konnte gerade nicht übermittelt werden" }),
      kind.name,
    ).toBeVisible();
    await expectEntriesKept(page, kind.name);
    await expect(page.locator('input[name="submissionId"]'), kind.name).toHaveValue(id);
    // A timed-out try reaches the journal when the demo answers it, a few seconds after the client gave up.
    const hits = async () => (await journalOf(request, traceId)).filter((e) => e.path === path && e.fault).length;
    await expect
      .poll(async () => ({ fault: kind.name, tries: (await hits()) - counted }), { timeout: 8_000 })
      .toEqual({ fault: kind.name, tries: expectedTries(kind, "POST") });
    counted = await hits();
    await expect(page.getByRole("button", { name: "Jetzt kündigen" })).toBeEnabled();
  }
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
  const posts = (await journalOf(request, traceId)).filter((e) => e.path === path && e.status === 200 && !e.fault);
  expect(posts).toHaveLength(1);
});

test("offer login's code exchange (the server's call) under every fault: the page says why, one try, the code kept for the retry", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const traceId = await ownTraceId(page);
  const token = privateOffer("demo-offer-login");
  const path = "/api/auth/token";
  let counted = 0;
  for (const name of FAULT_NAMES) {
    const kind = FAULTS[name];
    await injectFault(request, { traceId, method: "GET", path, kind });
    await page.goto(`/angebot/${token}/login?code=123456`);
    // A 429 of the backend is its attempt limit: the page says when to try again, not "try again now".
    const heading = name === "429" ? "Zu viele Anmeldeversuche" : "Die Anmeldung hat gerade nicht geklappt";
    await expect(page.getByRole("heading", { name: heading }), kind.name).toBeVisible({ timeout: 20_000 });
    await expect(page).not.toHaveURL(/code=/);
    const hits = async () => (await journalOf(request, traceId)).filter((e) => e.path === path && e.fault).length;
    await expect
      .poll(async () => ({ fault: kind.name, tries: (await hits()) - counted }), { timeout: 8_000 })
      .toEqual({ fault: kind.name, tries: 1 });
    counted = await hits();
  }
  // The last fault left a retry on the page: it signs in with the code the page kept.
  await page.getByRole("button", { name: "Erneut versuchen" }).click();
  await expect(page).toHaveURL(new RegExp(`/angebot/${token}$`));
  expect((await page.context().cookies()).find((c) => c.name === "auth_token")).toMatchObject({ httpOnly: true });
});

test("offer document download (browser call) under every fault: the message at the document, one try", async ({
  page,
}) => {
  let fault: FaultName | null = null;
  let calls = 0;
  await page.route("**/api/offer/documents/**", (route) => {
    calls += 1;
    return fault ? fulfilFault(route, fault) : route.continue();
  });
  await page.goto("/angebot/demo-offer-standard");
  await waitForOfferPage(page);
  const first = page.getByRole("article").first();
  for (const name of FAULT_NAMES) {
    fault = name;
    calls = 0;
    await first.getByRole("link", { name: "Widerrufsbelehrung (PDF)" }).click();
    await expect(first.getByRole("alert"), name).toContainText(
      "„Widerrufsbelehrung“ konnte gerade nicht geladen werden",
    );
    expect({ fault: name, calls }).toEqual({ fault: name, calls: 1 });
  }
  fault = null;
  const downloading = page.waitForEvent("download");
  await first.getByRole("link", { name: "Widerrufsbelehrung (PDF)" }).click();
  await downloading;
});

test("termination receipt downloads (browser calls) under every fault, both forms: the message at the link, one try", async ({
  page,
}) => {
  let fault: FaultName | null = null;
  let calls = 0;
  await page.route("**/api/o2/*contracttermination/download/*", (route) => {
    calls += 1;
    return fault ? fulfilFault(route, fault) : route.continue();
  });
  const receipt = async (form: string) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
    const link = page.getByRole("link", { name: "Kündigungsbestätigung herunterladen (PDF)" });
    const failure = page.getByRole("alert").filter({ hasText: "konnte gerade nicht geladen werden" });
    for (const name of FAULT_NAMES) {
      fault = name;
      calls = 0;
      await link.click();
      // The click hides the last message; the one shown now is this try's.
      await expect.poll(() => calls, `${form} ${name}`).toBe(1);
      await expect(failure, `${form} ${name}`).toBeVisible();
    }
    fault = null;
    const downloading = page.waitForEvent("download");
    await link.click();
    await downloading;
    await expect(failure).toHaveCount(0);
  };
  await page.goto("/kuendigung?brand=o2");
  await fillTermination(page);
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  await receipt("default");
  await page.goto("/selfcarekuendigung?data=demo-selfcare-mobile&brand=o2");
  await page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
  await page.getByRole("button", { name: "Kündigung prüfen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Jetzt kündigen" }).click();
  await receipt("self-care");
});

test("the backend goes away during the termination and comes back: the customer finishes, entered once", async ({
  page,
  request,
}) => {
  const traceId = await ownTraceId(page);
  const everything = (kind: (typeof FAULTS)[FaultName], times: number, method?: string) =>
    request.post(`${PLAIN}/__demo/faults`, { data: { ...kind.fault, path: "/api/*", method, traceId, times } });
  await everything(FAULTS["503"], 1);
  const down = await page.goto("/kuendigung?brand=blau");
  expect(down?.status()).toBe(502);
  await expect(page.getByRole("heading", { name: "Das Kündigungsformular lädt gerade nicht" })).toBeVisible();
  await page.reload();
  await fillTermination(page);
  await everything(FAULTS.abort, 1, "POST");
  await submitTermination(page);
  await expect(page.getByRole("alert").filter({ hasText: "konnte gerade nicht übermittelt werden" })).toBeVisible();
  await expectEntriesKept(page, "abort");
  await everything(FAULTS["500"], 2, "POST");
  await submitTermination(page);
  await expect(page.getByRole("alert").filter({ hasText: "konnte gerade nicht übermittelt werden" })).toBeVisible();
  await expectEntriesKept(page, "500");
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Kündigung ist eingegangen");
  const journal = await journalOf(request, traceId);
  // The page while the backend was down; then the submit: cut, 500 and its retry, through (one key throughout).
  expect(journal[0]).toMatchObject({ method: "GET", path: "/api/blau/contracttermination/config", status: 503 });
  const posts = journal.filter((e) => e.method === "POST" && e.path.startsWith("/api/blau/contracttermination/"));
  expect(posts.map((e) => e.status)).toEqual([0, 500, 500, 200]);
  expect(new Set(posts.map((e) => e.idempotencyKey)).size).toBe(1);
});
