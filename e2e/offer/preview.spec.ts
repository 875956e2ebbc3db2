import { axeViolations, expect, test } from "../fixtures";
import { reflowChecker } from "../helpers/reflow";
import { brandSample } from "../sample";

test.describe("offer preview", () => {
  test("the dealer sees the offer read-only, resets the preview, and a failed reset says so", async ({
    page,
    request,
  }) => {
    await page.goto("/angebot/preview/demo-offer-standard");
    await expect(page.getByRole("heading", { level: 1, name: "Angebotsvorschau" })).toBeVisible();
    await expect(page.getByText("Offen", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Dieses Angebot wählen" })).toHaveCount(0);
    await expect(page.getByText("71,98 €")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Vorschau zurücksetzen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Die Vorschau wurde zurückgesetzt." })).toBeVisible();

    // The client retries a failed POST once: both answers fail.
    await request.post("/__demo/faults", {
      data: { method: "POST", path: "/api/offer/demo-offer-standard/preview/reset", status: 500, times: 2 },
    });
    await page.getByRole("button", { name: "Vorschau zurücksetzen" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Das Zurücksetzen hat nicht geklappt. Bitte versuchen Sie es in ein paar Minuten noch einmal.",
    );
    await page.getByRole("button", { name: "Vorschau zurücksetzen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Die Vorschau wurde zurückgesetzt." })).toBeVisible();
  });

  // `npm test`: AY YILDIZ in Turkish (the first test checks o2 with axe, the route sweep other brands); ALDI TALK's
  // prepaid offer too with `npm run test:e2e:full`.
  test("axe finds nothing and the preview reflows at 320 px for AY YILDIZ in Turkish (ALDI TALK in the full sweep)", async ({
    page,
  }) => {
    const reflow = reflowChecker(page);
    const previews = [
      ["aldi", "/angebot/preview/demo-offer-prepaid"],
      ["ayyildiz", "/tr/angebot/preview/demo-offer-ayyildiz"],
    ] as const;
    for (const [brand, path] of previews.filter(([brand]) => brandSample(["ayyildiz"]).includes(brand))) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${path}?brand=${brand}`);
      await expect(page.getByRole("article").first()).toBeVisible();
      expect(await axeViolations(page), brand).toEqual([]);
      await page.setViewportSize({ width: 320, height: 800 });
      await reflow.check(`${brand} preview`, brand);
    }
    expect(reflow.problems).toEqual([]);
  });

  test("an ordered offer shows its order; an unknown token leads to the error page", async ({ page }) => {
    await page.goto("/angebot/preview/demo-offer-consumed");
    await expect(page.getByRole("heading", { name: "Bestellung" })).toBeVisible();
    await expect(page.getByText("ORD-SEED-23")).toBeVisible();
    await expect(page.getByRole("button", { name: "Angebot zurücksetzen" })).toHaveCount(0);
    await page.goto("/angebot/preview/demo-offer-unknown");
    await expect(page).toHaveURL(/\/angebot\/demo-offer-unknown\/fehler\?code=NotFound$/);
  });
});
