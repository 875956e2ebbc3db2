import type { Page } from "@playwright/test";
import { axeViolations, expect, test } from "../fixtures";
import { allowNetworkLog, ownTraceId } from "../helpers/faults";
import { holdHydration } from "../helpers/hydration";
import { PLAIN } from "../ports";

/** The review's IDV defects: each test names the behaviour the customer relies on. */

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** A fault for this browser (its trace id) only: parallel tests never meet it. */
async function fault(page: Page, traceId: string, input: Record<string, unknown>) {
  const response = await page.request.post(`${PLAIN}/__demo/faults`, { data: { traceId, ...input } });
  expect(response.status()).toBe(201);
}

test("a method ticked before the page hydrates is the one that starts, whatever was stored before", async ({
  page,
}) => {
  // A choice stored on an earlier visit: after hydration it must not replace what the customer ticked meanwhile.
  await page.addInitScript(() => localStorage.setItem("idv_method", "videoIdent"));
  const release = await holdHydration(page);
  await page.goto("/idv/demo-idv-selection?brand=aldi", { waitUntil: "load" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await page.getByRole("radio", { name: "PostIdent per Foto" }).check();
  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The page's effects (tracking) have run: the stored choice had its chance to interfere.
  await page.waitForFunction(() =>
    (window.dataLayer ?? []).some((e) => String((e as { event?: string }).event).startsWith("idv_")),
  );
  await expect(page.getByRole("radio", { name: "PostIdent per Foto" })).toBeChecked();
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await page.getByRole("button", { name: "Weiter", exact: true }).click();
  expect(new URLSearchParams((await posted).postData() ?? "").get("method")).toBe("postIdentPhoto");
  await expect(page).toHaveURL(/method=postIdentPhoto/);
});

test("a retry from the failed page whose answer names a screen shows that screen", async ({ page }) => {
  const traceId = await ownTraceId(page);
  // Two answers: the client retries a failed POST once.
  await fault(page, traceId, {
    method: "POST",
    path: "/api/idv/demo-idv-failed/methods",
    status: 503,
    code: "DOWNTIME",
    times: 2,
  });
  await page.goto("/idv/demo-idv-failed/fehlgeschlagen?brand=aldi");
  await page.getByRole("radio", { name: "Video-Ident" }).check();
  await page.getByRole("button", { name: "Weiter", exact: true }).click();
  await expect(h1(page)).toHaveText("Wartungsarbeiten");
});

test("a failed choice is announced: the error summary takes focus and the radios name the error", async ({ page }) => {
  const traceId = await ownTraceId(page);
  await fault(page, traceId, { method: "POST", path: "/api/idv/demo-idv-selection/methods", status: 422 });
  await page.goto("/idv/demo-idv-selection?brand=aldi");
  await page.getByRole("button", { name: "Weiter", exact: true }).click();
  const summary = page
    .getByRole("alert")
    .filter({ hasText: "Dieses Verfahren ist für Ihre Bestellung nicht möglich." });
  await expect(summary).toBeFocused();
  const radio = page.getByRole("radio", { name: "Online-Ausweis (eID)" });
  await expect(radio).toHaveAccessibleDescription(/Dieses Verfahren ist für Ihre Bestellung nicht möglich/);
  expect(await axeViolations(page)).toEqual([]);
  // The summary's link leads to the choice.
  await summary.getByRole("link").click();
  await expect(page.getByRole("radio").first()).toBeFocused();

  // A start that fails (500 twice) is said at once, focused, and the choice stays.
  await fault(page, traceId, { method: "POST", path: "/api/idv/demo-idv-selection/methods", status: 500, times: 2 });
  await page.getByRole("radio", { name: "PostIdent per Foto" }).check();
  await page.getByRole("button", { name: "Weiter", exact: true }).click();
  const failed = page.getByRole("alert").filter({ hasText: "konnte gerade nicht gestartet werden" });
  await expect(failed).toBeFocused();
  await expect(page.getByRole("radio", { name: "PostIdent per Foto" })).toBeChecked();
});

test("a failed poll keeps the pending page, says so politely, and the polling goes on to the result", async ({
  page,
}) => {
  test.setTimeout(45_000);
  const traceId = await ownTraceId(page);
  await page.goto("/idv/demo-idv-pending/in-arbeit?brand=nova");
  await expect(h1(page)).toHaveText("Identitätsprüfung in Bearbeitung");
  // The next background poll fails (the page's own load was the first).
  await fault(page, traceId, { method: "GET", path: "/api/idv/demo-idv-pending", status: 500, times: 1 });
  await expect(page.getByTestId("idv-poll-state")).toContainText("Den Stand konnten wir gerade nicht abfragen", {
    timeout: 10_000,
  });
  await expect(page.getByTestId("idv-poll-state")).toHaveAttribute("aria-live", "polite");
  await expect(h1(page)).toHaveText("Identitätsprüfung in Bearbeitung");
  await expect(page).toHaveURL(/\/idv\/demo-idv-pending\/erfolgreich/, { timeout: 25_000 });
  await expect(h1(page)).toHaveText("Identitätsprüfung erfolgreich");
});

test("a failed result stays when its retry options cannot be loaded, with a reload instead", async ({ page }) => {
  const traceId = await ownTraceId(page);
  await fault(page, traceId, { method: "GET", path: "/api/idv/demo-idv-failed/methods", status: 503 });
  await page.goto("/idv/demo-idv-failed/fehlgeschlagen?brand=aldi");
  await expect(h1(page)).toHaveText("Identitätsprüfung fehlgeschlagen");
  await expect(page.getByText("Die Verfahren für einen neuen Versuch konnten wir gerade nicht laden.")).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  // The reload loads them (the fault hit once).
  await page.getByRole("link", { name: "Seite neu laden" }).click();
  await expect(page.getByRole("radio").first()).toBeVisible();
});

test("the OTP's pending page says where the code went and what to do next, in each language", async ({ page }) => {
  for (const [prefix, radio, button, text] of [
    ["", "Einmal-Code per SMS", "Weiter", "Wir haben Ihnen einen Einmal-Code per SMS an 0176 ****5678 geschickt."],
    [
      "/en",
      "One-time code by text message",
      "Continue",
      "We have sent a one-time code by text message to 0176 ****5678.",
    ],
  ] as const) {
    await ownTraceId(page);
    await page.goto(`${prefix}/idv/demo-idv-otp?brand=o2`);
    await page.getByRole("radio", { name: radio }).check();
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(page).toHaveURL(/\/idv\/demo-idv-otp\/in-arbeit$/);
    await expect(page.getByText(text)).toBeVisible();
  }
  await expect(page.getByText(/Confirm with the code as the text message describes/)).toBeVisible();
});

test("the PostIdent page shows the verification's brand: header, coupon and hotline alike", async ({ page }) => {
  // The visitor's cookie says o2 (the default); the verification is spice's.
  await page.goto("/idv/demo-idv-post-ident/post-ident");
  await expect(page).toHaveURL(/\/idv\/demo-idv-post-ident\/post-ident\?brand=spice$/);
  await expect(page.locator("html")).toHaveClass(/\bspice\b/);
  await expect(page.getByText(/Die Identifizierung ist für Ihren Vertrag bei spice\./)).toBeVisible();
  await expect(page.getByRole("link", { name: /0177 3322 1100/ })).toBeVisible();
  // The next visit keeps it without the query (the brand cookie).
  await page.goto("/idv/demo-idv-post-ident/post-ident");
  await expect(page).toHaveURL(/\/post-ident\?brand=spice$|\/post-ident$/);
  await expect(page.locator("html")).toHaveClass(/\bspice\b/);
});

test("each method says what the provider receives, and the privacy notice is linked by the button", async ({
  page,
}) => {
  await page.goto("/idv/demo-idv-selection?brand=aldi");
  await expect(page.getByText(/^Weitergegeben an IDnow: .*Video- und Tonaufzeichnung/)).toBeVisible();
  await expect(
    page.getByText(/^Weitergegeben an Deutsche Post: .*Fotos Ihres Ausweises und ein Selfie\./),
  ).toBeVisible();
  const privacy = page.getByRole("link", { name: /unsere Datenschutzhinweise \(öffnet in neuem Fenster\)$/ });
  await expect(privacy).toHaveAttribute("href", /.+/);
  await expect(privacy).toHaveAttribute("target", "_blank");
  // Only one method is marked as recommended.
  await page.goto("/idv/demo-idv-otp?brand=o2");
  await expect(page.getByText("Empfohlen", { exact: true })).toHaveCount(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a start that fails keeps the chosen method", async ({ page, pageErrors }) => {
    for (const failure of [
      { status: 500, times: 2 },
      { kind: "abort", times: 1 },
      { status: 200, body: "malformed", times: 1 },
    ]) {
      const traceId = await ownTraceId(page);
      await fault(page, traceId, { method: "POST", path: "/api/idv/demo-idv-selection/methods", ...failure });
      await page.goto("/idv/demo-idv-selection?brand=aldi");
      await page.getByRole("radio", { name: "PostIdent per Foto" }).check();
      await page.getByRole("button", { name: "Weiter", exact: true }).click();
      await expect(page.getByRole("alert")).toContainText("konnte gerade nicht gestartet werden");
      await expect(page.getByRole("radio", { name: "PostIdent per Foto" }), JSON.stringify(failure)).toBeChecked();
    }
    allowNetworkLog(pageErrors);
  });
});
