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
