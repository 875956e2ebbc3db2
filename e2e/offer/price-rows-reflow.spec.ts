import { CATALOGUES } from "../../app/messages";
import { type Language, localizePath } from "../../app/platform/i18n/languages";
import { expect, test } from "../fixtures";

/**
 * The offer card's price rows at 320 px (WCAG 1.4.10) with a four-digit one-time price, the flagship paid at once:
 * no label breaks inside a word (the row once squeezed the Turkish "Tek seferlik" to 19 px, five lines, letter by
 * letter), a totals label takes at most two lines, and the price reads as the page's language groups thousands.
 */
const FLAGSHIP = "/angebot/demo-offer-flagship";
/** The one-time total: the device (1 449,00 €) plus the connection fee and the SIM. */
const ONE_TIME: Record<Language, string> = { de: "1.493,98 €", en: "1\u202F493,98 €", tr: "1.493,98 €" };

interface LabelLayout {
  text: string;
  lines: number;
  brokenWords: string[];
}

/** Runs in the page: each price label's rendered lines, and the words whose glyphs sit on more than one line. */
function priceLabelLayout(): LabelLayout[] {
  const linesOf = (rects: DOMRectList) => new Set([...rects].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
  return [...document.querySelectorAll("article dl > div > dt")].map((label) => {
    const range = document.createRange();
    range.selectNodeContents(label);
    const brokenWords: string[] = [];
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/\S+/g)) {
        const word = document.createRange();
        word.setStart(node, match.index);
        word.setEnd(node, match.index + match[0].length);
        if (linesOf(word.getClientRects()).size > 1) brokenWords.push(match[0]);
      }
    }
    return { text: (label.textContent ?? "").trim(), lines: linesOf(range.getClientRects()).size, brokenWords };
  });
}

for (const lang of ["de", "en", "tr"] as const) {
  test(`price rows at 320 px with a four-digit one-time price (${lang}): no label breaks inside a word`, async ({
    page,
  }) => {
    const t = CATALOGUES[lang];
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto(localizePath(FLAGSHIP, lang));
    const totals = page.getByRole("article").locator("dl").last();
    await expect(totals).toContainText(t["offer.shop.totals.once"]);
    await expect(totals).toContainText(ONE_TIME[lang]);

    const labels = await page.evaluate(priceLabelLayout);
    expect(labels.length).toBeGreaterThanOrEqual(4);
    expect(labels.filter((label) => label.brokenWords.length > 0)).toEqual([]);
    for (const key of ["offer.shop.totals.monthly", "offer.shop.totals.once"] as const) {
      const total = labels.find((label) => label.text === t[key]);
      expect(total, key).toBeDefined();
      expect(total?.lines, key).toBeLessThanOrEqual(2);
    }
    // Nothing sticks out sideways either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}
