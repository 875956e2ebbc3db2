import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

/** The carousel's dot for a slide; the current one carries aria-current. */
export function dot(page: Page, index: number, count: number) {
  return page.getByRole("button", { name: `Folie ${index} von ${count} anzeigen` });
}

/** The slide is current and has come to rest in view (Embla's scroll settled at its start). */
export async function expectSlide(page: Page, index: number, count: number): Promise<void> {
  await expect(dot(page, index, count)).toHaveAttribute("aria-current", "true");
  await expect
    .poll(() =>
      page.evaluate(() => {
        const slide = document.querySelector("[data-current]");
        const viewport = slide?.parentElement?.parentElement;
        return slide && viewport
          ? Math.abs(Math.round(slide.getBoundingClientRect().left - viewport.getBoundingClientRect().left))
          : null;
      }),
    )
    .toBe(0);
}

/** A horizontal touch swipe over an element (towards the left shows the next slide), as a finger does it (CDP touch events; Embla reads touches). */
export async function swipe(page: Page, selector: string, direction: "left" | "right"): Promise<void> {
  const target = page.locator(selector).first();
  // The controls sit below the slides: bring the slides' top back into view before touching them.
  await target.evaluate((element) => element.scrollIntoView({ block: "start" }));
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to swipe at ${selector}`);
  const y = box.y + Math.min(200, box.height / 3);
  // 60 % of the width, from 20 % in from one side: more than half a slide, so Embla settles on the next slide
  // whatever speed the (loaded) machine gives the finger, and far from the edges the browser keeps for itself.
  const x = box.x + box.width * (direction === "left" ? 0.8 : 0.2);
  const dx = (direction === "left" ? -0.6 : 0.6) * box.width;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
  const touch = async (type: "touchStart" | "touchMove" | "touchEnd", at: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x: at, y }] });
  await touch("touchStart", x);
  for (let step = 1; step <= 8; step += 1) await touch("touchMove", x + (dx * step) / 8);
  await touch("touchEnd", x + dx);
  await cdp.detach();
}

/** Event names of the data layer in order (page views, app events, ecommerce resets). */
export async function eventsInOrder(page: Page): Promise<string[]> {
  const layer = await page.evaluate(
    () => JSON.parse(JSON.stringify(window.dataLayer ?? [])) as Record<string, unknown>[],
  );
  return layer.map((entry) =>
    typeof entry.event === "string" ? entry.event : "ecommerce" in entry ? "ecommerce:null" : "?",
  );
}

/** The offer page has hydrated, tracked the offers it shows (its first effects ran) and its carousel runs. */
export async function waitForOfferPage(page: Page): Promise<void> {
  await expect.poll(async () => (await eventsInOrder(page)).includes("view_item_list")).toBe(true);
  const carousel = page.locator('section[aria-roledescription="Karussell"]');
  if ((await carousel.count()) > 0) await expect(carousel).toHaveAttribute("data-ready", "");
}
