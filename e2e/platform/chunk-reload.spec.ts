import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "../fixtures";

const CHUNK_ERRORS =
  /Failed to fetch dynamically imported module|Error loading route module|Importing a module script failed/;

/** Counts full document loads of the page (a reload shows up here; client navigations do not). */
function countDocumentLoads(page: Page) {
  const loads: string[] = [];
  page.on("load", () => loads.push(new URL(page.url()).pathname));
  return loads;
}

test("a page's code gone after a deploy reloads the page, and the page works again", async ({ page, pageErrors }) => {
  await page.goto("/");
  let requests = 0;
  // The first request for the termination page's code fails, as for a browser still on the old deploy.
  await page.route(/\/assets\/termination-[\w-]+\.js$/, async (route) => {
    requests += 1;
    if (requests === 1) await route.fulfill({ status: 404, contentType: "text/plain", body: "gone" });
    else await route.continue();
  });
  const loads = countDocumentLoads(page);
  const link = page.getByRole("main").getByRole("link", { name: "Verträge hier kündigen" });
  await link.click();
  await expect.poll(() => loads).toEqual(["/"]);
  await hydrated(page);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vertrag kündigen");
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !CHUNK_ERRORS.test(e)));
});

test("a lazily loaded part that fails reloads once; a second failure within 10 s shows the error instead", async ({
  page,
  pageErrors,
}) => {
  await page.goto("/kuendigung?brand=o2");
  await page.route(/\/assets\/required-fields-modal-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, contentType: "text/plain", body: "gone" }),
  );
  const loads = countDocumentLoads(page);
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  await expect.poll(() => loads).toEqual(["/kuendigung"]);
  // Clicked before the reloaded page hydrates, the button would send the form natively (no modal to fail).
  await hydrated(page);
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Something went wrong!");
  expect(loads).toEqual(["/kuendigung"]);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !CHUNK_ERRORS.test(e)));
});

test("a page whose message catalogue is an earlier deploy's reloads once, then hydrates and works", async ({
  page,
}) => {
  let requests = 0;
  // The first page names a catalogue this server does not have (as after a deploy): 404, as the server answers.
  await page.route(/\/i18n\/de\.termination\.[\w-]+\.json$/, async (route) => {
    requests += 1;
    if (requests === 1) await route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" });
    else await route.continue();
  });
  const loads = countDocumentLoads(page);
  await page.goto("/kuendigung?brand=o2", { waitUntil: "commit" });
  await expect.poll(() => loads).toEqual(["/kuendigung", "/kuendigung"]);
  await hydrated(page);
  // Hydrated: the button checks the form in the browser and names what is missing.
  await page.getByRole("textbox", { name: "Nachname" }).fill("Mustermann");
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  await expect(page.getByRole("dialog", { name: "Bitte ergänzen Sie noch diese Angaben" })).toBeVisible();
  expect(requests).toBe(2);
});

test("without its message catalogue a page stays as the server rendered it, and its form still sends", async ({
  page,
  pageErrors,
}) => {
  await page.route(/\/i18n\//, (route) => route.abort("connectionfailed"));
  const loads = countDocumentLoads(page);
  await page.goto("/kuendigung?brand=o2", { waitUntil: "load" });
  // Both tries failed (no reload: the page is this deploy's); the page is not hydrated but complete.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vertrag kündigen");
  expect(loads).toEqual(["/kuendigung"]);
  // Sent natively, the empty form comes back from the server with its error summary.
  await page.getByRole("button", { name: "Jetzt kündigen" }).click();
  await expect(page.getByRole("heading", { name: /Bitte prüfen Sie/ })).toBeVisible();
  // Chromium reports each cut request in the console.
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !/ERR_CONNECTION_FAILED/.test(e)));
});

test("a catalogue file is kept for a year, and an address of another build is not found", async ({ request }) => {
  const html = await (await request.get("/en/kuendigung")).text();
  const url = /<meta name="page-messages" content="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(url).toMatch(/^\/i18n\/en\.termination\.[\w-]+\.json$/);
  const file = await request.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(file.headers()["content-type"]).toBe("application/json; charset=utf-8");
  expect(Object.keys(await file.json())).toContain("termination.submit");
  expect((await request.get(url.replace(/\.[\w-]+\.json$/, ".0000000000000000.json"))).status()).toBe(404);
});
