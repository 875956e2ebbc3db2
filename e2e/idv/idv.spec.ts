import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations, dataLayer, expect, test } from "../fixtures";
import { serverPage, textsOf } from "../helpers/server-html";
import { FULL_SWEEP, scenarioSample } from "../sample";
import { pdfTexts } from "./pdf-text";

interface Scenario {
  area: string;
  name: string;
  path: string;
  state: string;
}

/** The German h1 of each scenario's screen (the four error headings among them, exactly). */
function headingFor({ path, state }: Scenario): string {
  if (path.endsWith("demo-idv-post-ident")) return "Identifizierung mit PostIdent";
  const headings: Record<string, string> = {
    selection: "Identitätsprüfung",
    submitted: "Identitätsprüfung fortsetzen",
    pending: "Identitätsprüfung in Bearbeitung",
    success: "Identitätsprüfung erfolgreich",
    IDV_SUCCESS: "Identitätsprüfung erfolgreich",
    failed: "Identitätsprüfung fehlgeschlagen",
    NO_MORE_IDV_POSSIBLE: "Identitätsprüfung fehlgeschlagen",
    expired: "Der Link ist abgelaufen",
    OFFER_EXPIRED: "Der Link ist abgelaufen",
    consumed: "Dieser Link wurde bereits verwendet",
    OFFER_CONSUMED: "Dieser Link wurde bereits verwendet",
    completed: "Identitätsprüfung abgeschlossen",
    IDV_COMPLETED: "Identitätsprüfung abgeschlossen",
    cancelled: "Die Bestellung wurde storniert",
    OFFER_CANCELLED: "Die Bestellung wurde storniert",
    IDV_NO_METHODS_AVAILABLE: "Identitätsprüfung online nicht möglich",
    RESERVATION_CALL_HOTLINE: "Bitte rufen Sie uns an",
    TECHNICAL_PROBLEM: "Technisches Problem",
    DOWNTIME: "Wartungsarbeiten",
    "500": "Unerwarteter Fehler",
    "404": "Diesen Link kennen wir nicht",
  };
  if (path.endsWith("demo-idv-no-methods")) return headings.IDV_NO_METHODS_AVAILABLE ?? "";
  return headings[state] ?? `no heading for ${state}`;
}

/** The page has hydrated and tracked its screen (the screen's effect ran). */
async function tracked(page: Page): Promise<Record<string, unknown>[]> {
  await page.waitForFunction(() =>
    (window.dataLayer ?? []).some((entry) => String((entry as { event?: unknown }).event ?? "").startsWith("idv_")),
  );
  return dataLayer(page);
}

// The loops visit many pages in one test (one browser page, no server start per case): more time than one visit.
test.describe.configure({ timeout: 60_000 });

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

async function idvScenarios(request: APIRequestContext): Promise<Scenario[]> {
  const all = (await (await request.get("/__demo/scenarios")).json()) as Scenario[];
  const scenarios = all.filter((scenario) => scenario.area === "idv");
  expect(scenarios).toHaveLength(25);
  return scenarios;
}

test("every IDV scenario of the demo catalogue reaches its screen", async ({ request }) => {
  // The server decides the screen (a redirect to its own address, or the screen in place): read from its answers,
  // side by side. The browser part, the tracking, follows below for each kind of screen.
  const scenarios = await idvScenarios(request);
  const seen = await Promise.all(
    scenarios.map(async ({ path }) => {
      const response = await request.get(path);
      return { path, h1: textsOf(await response.text(), "h1") };
    }),
  );
  expect(seen).toEqual(scenarios.map((scenario) => ({ path: scenario.path, h1: [headingFor(scenario)] })));
});

/** One scenario of each tracked screen: both selections, PostIdent, a redirected result, a cancellation, errors. */
const TRACKED_IN_BROWSER = [
  "/idv/demo-idv-otp",
  "/idv/demo-idv-submitted",
  "/idv/demo-idv-post-ident",
  "/idv/demo-idv-success",
  "/idv/demo-idv-cancelled",
  "/idv/demo-idv-error-downtime",
  "/idv/demo-idv-unknown",
];

test("each kind of IDV screen shows itself in the browser and is tracked without its token", async ({
  page,
  request,
}) => {
  // `npm run test:e2e:full` opens every scenario in the browser (its screen, no console error, no token tracked).
  if (FULL_SWEEP) test.setTimeout(120_000);
  const scenarios = scenarioSample(await idvScenarios(request), (s) => TRACKED_IN_BROWSER.includes(s.path));
  expect(scenarios).toHaveLength(FULL_SWEEP ? 25 : TRACKED_IN_BROWSER.length);
  for (const scenario of scenarios) {
    await page.goto(scenario.path);
    await expect(h1(page), scenario.path).toHaveText(headingFor(scenario));
    const pushed = JSON.stringify(await tracked(page));
    const token = scenario.path.split("/")[2] ?? "";
    expect(pushed, scenario.path).not.toContain(token);
    expect(pushed).toContain('"path":"/idv/:token');
  }
});

test("a final state shows itself again on every revisit, from the main page and its own address", async ({
  request,
}) => {
  // The server decides (a redirect to the state's own address, the screen there): read from its answers.
  const seen: unknown[] = [];
  const expected: unknown[] = [];
  for (const [token, segment, heading] of [
    ["demo-idv-success", "erfolgreich", "Identitätsprüfung erfolgreich"],
    ["demo-idv-completed", "abgeschlossen", "Identitätsprüfung abgeschlossen"],
    ["demo-idv-consumed", "angenommen", "Dieser Link wurde bereits verwendet"],
    ["demo-idv-expired", "abgelaufen", "Der Link ist abgelaufen"],
    ["demo-idv-failed-final", "fehlgeschlagen", "Identitätsprüfung fehlgeschlagen"],
  ] as const) {
    const own = `/idv/${token}/${segment}`;
    // In the verification's brand (aldi): another brand would first redirect with ?brand= (tested in idv-resilience).
    const main = await serverPage(request, `/idv/${token}?brand=aldi`);
    seen.push({ path: `/idv/${token}`, status: main.status, location: main.location });
    expected.push({ path: `/idv/${token}`, status: 302, location: own });
    const page = await serverPage(request, `${own}?brand=aldi`);
    seen.push({ path: own, status: page.status, h1: textsOf(page.html, "h1") });
    expected.push({ path: own, status: 200, h1: [heading] });
  }
  // A result page of a verification still open leads back to the selection.
  const open = await serverPage(request, "/idv/demo-idv-selection/erfolgreich?brand=aldi");
  seen.push({ status: open.status, location: open.location });
  expected.push({ status: 302, location: "/idv/demo-idv-selection" });
  expect(seen).toEqual(expected);
});

test("each method is chosen with JavaScript (stored locally) and the pending page turns into success by itself", async ({
  page,
}) => {
  const expectations: [string, RegExp][] = [
    ["Video-Ident", /\/__demo\/idv\/demo-idv-selection\?method=videoIdent/],
    ["Online-Ausweis (eID)", /\/__demo\/idv\/demo-idv-selection\?method=eId/],
    ["PostIdent per Video", /method=postIdentVideo/],
    ["PostIdent mit Online-Ausweis", /method=postIdentEid/],
    ["PostIdent per Foto", /method=postIdentPhoto/],
    ["PostIdent in der Filiale", /\/idv\/demo-idv-selection\/post-ident$/],
  ];
  for (const [label, target] of expectations) {
    await page.goto("/idv/demo-idv-selection");
    await tracked(page);
    await page.getByRole("radio", { name: label }).check();
    await page.getByRole("button", { name: "Weiter", exact: true }).click();
    await expect(page).toHaveURL(target);
    expect(await page.evaluate(() => localStorage.getItem("idv_method"))).not.toBeNull();
  }
  await expect(page.getByTestId("idv-coupon-code")).toHaveText(/^\d{4} \d{4} \d{4}$/);

  // OTP in a mixed basket: straight to the pending page; the label marks the basket.
  await page.goto("/en/idv/demo-idv-otp");
  await page.getByRole("radio", { name: "One-time code by text message" }).check();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/idv\/demo-idv-otp\/in-arbeit$/);
  expect(JSON.stringify(await tracked(page))).toContain("mixed_basket_otp/otp");

  // Video ident at the (simulated) provider, then the pending page asks again and shows the success.
  await page.goto("/idv/demo-idv-submitted");
  await expect(h1(page)).toHaveText("Identitätsprüfung fortsetzen");
  await tracked(page);
  await page.getByRole("button", { name: "Mit „Online-Ausweis (eID)“ fortfahren" }).click();
  await page.getByRole("button", { name: "Identifizierung erfolgreich" }).click();
  await expect(h1(page)).toHaveText("Identitätsprüfung in Bearbeitung");
  await expect(page).toHaveURL(/\/idv\/demo-idv-submitted\/erfolgreich$/, { timeout: 10_000 });
  await expect(h1(page)).toHaveText("Identitätsprüfung erfolgreich");
});

test("keyboard alone chooses PostIdent; its coupon prints alone to PDF and downloads as text", async ({ page }) => {
  await page.goto("/idv/demo-idv-selection");
  await tracked(page);
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === "radio")) break;
  }
  await expect(page.getByRole("radio", { name: "Online-Ausweis (eID)" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "PostIdent in der Filiale" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Weiter", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/idv\/demo-idv-selection\/post-ident$/);

  const code = (await page.getByTestId("idv-coupon-code").textContent()) ?? "";
  expect(code).toMatch(/^\d{4} \d{4} \d{4}$/);
  // Printed once the page transition has settled (a fading page prints faded, or not at all).
  await expect(page.locator('[data-phase="out"], [data-phase="in"]')).toHaveCount(0);
  const texts = pdfTexts(await page.pdf({ format: "A4" })).map((text) => text.replace(/\s/g, ""));
  expect(texts.some((text) => text.includes(code.replace(/\s/g, "")))).toBe(true);
  expect(texts.some((text) => text.includes("Referenznummer"))).toBe(true);
  // The printout says what to bring, and for which brand's contract.
  expect(texts.some((text) => text.includes("PersonalausweisoderReisepass"))).toBe(true);
  // The print stylesheet leaves out everything but the coupon.
  expect(texts.some((text) => text.includes("SofindenSieeineFiliale"))).toBe(false);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Coupon herunterladen" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("postident-coupon.txt");
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString("utf8")).toContain(`Referenznummer: ${code}`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a method is chosen by a plain post and the pending page refreshes itself into success", async ({ page }) => {
    await page.goto("/idv/demo-idv-selection");
    await page.getByRole("radio", { name: "PostIdent in der Filiale" }).check();
    await page.getByRole("button", { name: "Weiter", exact: true }).click();
    await expect(page).toHaveURL(/\/idv\/demo-idv-selection\/post-ident$/);
    await expect(page.getByRole("link", { name: "Coupon herunterladen" })).toBeVisible();

    await page.goto("/idv/demo-idv-otp");
    await page.getByRole("button", { name: "Weiter", exact: true }).click();
    await expect(page).toHaveURL(/\/idv\/demo-idv-otp\/in-arbeit$/);

    await page.goto("/idv/demo-idv-pending");
    await expect(h1(page)).toHaveText("Identitätsprüfung in Bearbeitung");
    await expect(page).toHaveURL(/\/idv\/demo-idv-pending\/erfolgreich$/, { timeout: 10_000 });
  });
});

// Every screen for axe at least once, each brand with the selection, pending and result screens: `npm test` samples
// the screens across the brands to keep CI within its time; `npm run test:e2e:full` checks every screen (all of
// them below, plus the technical problem and a failure without another try) for each of the three brands.
const AXE_SCREENS: { brand: string; prefix: string; screens: string[] }[] = [
  {
    brand: "aldi",
    prefix: "",
    screens: [
      "demo-idv-selection",
      "demo-idv-pending/in-arbeit",
      "demo-idv-post-ident/post-ident",
      "demo-idv-failed/fehlgeschlagen",
      "demo-idv-expired/abgelaufen",
      "demo-idv-error-downtime",
    ],
  },
  {
    brand: "o2",
    prefix: "",
    screens: [
      "demo-idv-submitted",
      "demo-idv-pending/in-arbeit",
      "demo-idv-success/erfolgreich",
      "demo-idv-consumed/angenommen",
      "demo-idv-no-methods",
      "demo-idv-unknown",
    ],
  },
  {
    brand: "ayyildiz",
    prefix: "/tr",
    screens: [
      "demo-idv-selection",
      "demo-idv-post-ident/post-ident",
      "demo-idv-completed/abgeschlossen",
      "demo-idv-cancelled",
      "demo-idv-error-reservation-call-hotline",
      "demo-idv-server-error",
    ],
  },
];

const EVERY_SCREEN = [
  ...new Set([
    ...AXE_SCREENS.flatMap((sample) => sample.screens),
    "demo-idv-error-technical-problem",
    "demo-idv-failed-final/fehlgeschlagen",
  ]),
];

for (const { brand, prefix, screens } of AXE_SCREENS) {
  test(`axe finds nothing on the IDV screens for ${brand}${prefix}`, async ({ page }) => {
    if (FULL_SWEEP) test.setTimeout(180_000);
    // npm test: the screens of states that have no route of their own (the route sweep, a11y-sweep.spec.ts, checks
    // every IDV route once); the full sweep: every screen for each brand.
    for (const screen of FULL_SWEEP ? EVERY_SCREEN : screens.slice(3)) {
      await page.goto(`${prefix}/idv/${screen}?brand=${brand}`);
      await tracked(page);
      expect(await axeViolations(page), screen).toEqual([]);
    }
  });
}

test("a retry from the failed page that cannot start says so there, and keeps the methods", async ({
  page,
  request,
}) => {
  const path = "/api/idv/demo-idv-failed/methods";
  // Two answers: the client retries a failed POST once.
  await request.post("/__demo/faults", { data: { method: "POST", path, status: 503, times: 2 } });
  await page.goto("/idv/demo-idv-failed/fehlgeschlagen");
  await tracked(page);
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Das Verfahren konnte gerade nicht gestartet werden. Bitte versuchen Sie es erneut.",
  );
  await expect(page).toHaveURL(/\/idv\/demo-idv-failed\/fehlgeschlagen(\?brand=aldi)?$/);
  await expect(page.getByRole("radio").first()).toBeChecked();
});
