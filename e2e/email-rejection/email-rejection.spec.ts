import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations, expect, PLAIN, test } from "../fixtures";
import { reflowChecker } from "../helpers/reflow";
import { brandSample } from "../sample";

const LINK = "/email-ablehnung?token=demo-decline-mail&brand=o2";
const EXPIRED = "/email-ablehnung?token=demo-decline-mail-expired&brand=o2";
const UNKNOWN = "/email-ablehnung?token=demo-decline-unknown&brand=o2";
const ODD = "/email-ablehnung?token=%3Cimg%20src%3Dx%3E&brand=o2";

/** A trace id of the test's own, so the demo's journal shows this browser's calls only. */
async function traced(page: Page): Promise<string> {
  const traceId = randomUUID();
  await page.context().addCookies([{ name: "trace_id", value: traceId, url: PLAIN }]);
  return traceId;
}

async function declinePosts(request: APIRequestContext, traceId: string): Promise<number> {
  const journal = (await (await request.get(`/__demo/requests?traceId=${traceId}`)).json()) as {
    method: string;
    path: string;
  }[];
  return journal.filter((entry) => entry.method === "POST" && entry.path === "/api/declinemail").length;
}

const button = (page: Page) => page.getByRole("button", { name: "Diese E-Mails abbestellen" });
const confirmed = (page: Page) => page.getByRole("heading", { name: "Sie erhalten diese E-Mails nicht mehr" });

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("opening declines nothing, the button declines once, a reload and a second post still confirm", async ({
      page,
      request,
    }) => {
      const traceId = await traced(page);
      const opened = await page.goto(LINK);
      expect(opened?.status()).toBe(200);
      await expect(page.getByText("E-Mails von O2", { exact: false }).first()).toBeVisible();
      await expect(page.getByRole("button")).toHaveCount(1);
      expect(await declinePosts(request, traceId)).toBe(0);

      await button(page).click();
      await expect(confirmed(page)).toBeVisible();
      await expect(button(page)).toHaveCount(0);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(LINK);
      expect(await declinePosts(request, traceId)).toBe(1);

      const reloaded = await page.reload();
      expect(reloaded?.status()).toBe(200);
      await expect(confirmed(page)).toBeVisible();
      // A second post from this browser (double click, the form sent again) is answered from the proof.
      const again = await page.context().request.post(LINK, { headers: { Origin: PLAIN }, maxRedirects: 0 });
      expect(again.status()).toBe(303);
      expect(await declinePosts(request, traceId)).toBe(1);

      if (javaScriptEnabled) return;
      // Another browser that declines the same link again is told so (the backend answers alreadyDeclined).
      await page.context().clearCookies({ name: "email_rejection" });
      await page.goto(LINK);
      await button(page).click();
      await expect(confirmed(page)).toBeVisible();
      expect(await declinePosts(request, traceId)).toBe(2);
    });
  });
}

test.describe("links that do not work, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("expired, unknown and odd links each say so, with their status; the blau link declines as blau", async ({
    page,
  }) => {
    for (const [link, heading, status] of [
      [EXPIRED, "Dieser Link ist abgelaufen", 410],
      [UNKNOWN, "Diesen Link kennen wir nicht", 404],
    ] as const) {
      await page.goto(link);
      const answer = page.waitForResponse((r) => r.request().method() === "POST");
      await button(page).click();
      expect((await answer).status()).toBe(status);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await expect(button(page)).toHaveCount(0);
    }
    // The blau link declines as blau, and says so.
    await page.goto("/email-ablehnung?token=demo-decline-mail-blau&brand=blau");
    await button(page).click();
    await expect(confirmed(page)).toBeVisible();
    await expect(page.getByText("BLAU schickt Ihnen diese E-Mails nicht mehr.")).toBeVisible();
    const odd = await page.goto(ODD);
    expect(odd?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "Dieser Link ist unvollständig" })).toBeVisible();
    expect(await page.locator("img").count()).toBe(0);
  });
});

// axe and reflow (WCAG 1.4.10) at 320 CSS pixels on the same visits. The page's brand comes from the host here (`<brand>.localhost`), so the demo's o2 link declines on every brand.
// `npm test`: the Turkish brand (the route sweep checks the page for other brands and languages); all three with
// `npm run test:e2e:full`.
const AXE_BRANDS = [
  { brand: "o2" as const, lang: "", button: "Diese E-Mails abbestellen" },
  { brand: "aldi" as const, lang: "", button: "Diese E-Mails abbestellen" },
  { brand: "ayyildiz" as const, lang: "/tr", button: "Bu e-postaları artık almak istemiyorum" },
].filter(({ brand }) => brandSample(["ayyildiz"]).includes(brand));

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const { brand, lang, button: label } of AXE_BRANDS) {
    test(`axe finds nothing on the e-mail rejection screens for ${brand}${lang}, and they reflow`, async ({ page }) => {
      const origin = PLAIN.replace("localhost", `${brand}.localhost`);
      const reflow = reflowChecker(page);
      await page.goto(`${origin}${lang}${EXPIRED}`);
      expect(await axeViolations(page), "question").toEqual([]);
      await reflow.check("question", brand);
      await page.getByRole("button", { name: label }).click();
      await expect(page.getByRole("heading", { level: 2 })).toBeVisible();
      expect(await axeViolations(page), "expired").toEqual([]);
      await reflow.check("expired link", brand);
      await page.goto(`${origin}${lang}${LINK}`);
      await page.getByRole("button", { name: label }).click();
      await expect(page.getByRole("heading", { level: 2 })).toBeVisible();
      expect(await axeViolations(page), "confirmation").toEqual([]);
      await reflow.check("confirmation", brand);
      await page.goto(`${origin}${lang}${ODD}`);
      expect(await axeViolations(page), "invalid link").toEqual([]);
      await reflow.check("invalid link", brand);
      expect(reflow.problems).toEqual([]);
    });
  }
});
