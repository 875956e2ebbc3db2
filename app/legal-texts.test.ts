import { describe, expect, it } from "vitest";
import { CATALOGUES, type MessageKey } from "./messages";
import { LANGUAGES, type Language } from "./platform/i18n/languages";

/**
 * The legal buttons (§ 312j Abs. 3 BGB for the order, § 312k BGB for the termination) and the texts that name them
 * must say the same thing: every text that quotes a button quotes it exactly, and the order's effect is said once, in
 * the same words, in the intro and beside the button (decision record 0010: the click places a binding order).
 */
const QUOTES: Record<Language, RegExp> = { de: /„([^“]+)“/gu, en: /“([^”]+)”/gu, tr: /“([^”]+)”/gu };

const LEGAL_BUTTONS = {
  order: {
    button: "checkout.summary.order",
    mentions: ["checkout.summary.intro", "checkout.summary.orderHint"],
  },
  termination: {
    button: "termination.submit",
    copies: ["termination.discount.continue"],
    mentions: ["termination.form.intro", "termination.submit.hint", "ui.gallery.accordion.howText"],
  },
} as const satisfies Record<string, { button: MessageKey; mentions: MessageKey[]; copies?: MessageKey[] }>;

/** What a click on "zahlungspflichtig bestellen" does, as the intro and the hint beside the button both say it. */
const ORDER_EFFECT: Record<Language, string> = {
  de: "„zahlungspflichtig bestellen“ geben Sie eine verbindliche Bestellung ab.",
  en: "“Order with obligation to pay” places a binding order.",
  tr: "“Ödeme yükümlülüğü ile sipariş ver” düğmesine tıkladığınızda bağlayıcı bir sipariş vermiş olursunuz.",
};

/** Wordings of the other effect (the click concludes the contract), which no text may use. */
const OTHER_EFFECT: Record<Language, RegExp> = {
  de: /Vertrag verbindlich ab|schließen Sie (den|einen) Vertrag/iu,
  en: /binding contract|enter into (a|the) contract|conclude[sd]? (a|the) contract/iu,
  tr: /sözleşme yapmış olursunuz|sözleşme(yi)? (kurarsınız|akdedersiniz)/iu,
};

const quoted = (lang: Language, text: string) => [...text.matchAll(QUOTES[lang])].map((match) => match[1] ?? "");

describe.each(LANGUAGES)("legal texts in %s", (lang) => {
  const catalogue = CATALOGUES[lang] as Record<MessageKey, string>;

  it.each(Object.entries(LEGAL_BUTTONS))("every text that names the %s button quotes it exactly", (_name, legal) => {
    const button = catalogue[legal.button];
    for (const key of legal.mentions) expect(quoted(lang, catalogue[key]), key).toContain(button);
    for (const key of "copies" in legal ? legal.copies : []) expect(catalogue[key], key).toBe(button);
  });

  it("quotes the legal buttons nowhere in a different form", () => {
    const buttons = Object.values(LEGAL_BUTTONS).map((legal) => catalogue[legal.button]);
    const near = Object.entries(catalogue).flatMap(([key, text]) =>
      quoted(lang, text)
        .filter((phrase) =>
          buttons.some((button) => phrase !== button && phrase.toLowerCase() === button.toLowerCase()),
        )
        .map((phrase) => `${key}: ${phrase}`),
    );
    expect(near).toEqual([]);
  });

  it("says the order's effect once, the same way in the intro and beside the button", () => {
    for (const key of LEGAL_BUTTONS.order.mentions) expect(catalogue[key], key).toContain(ORDER_EFFECT[lang]);
  });

  it("never says that the click concludes the contract", () => {
    const found = Object.entries(catalogue).filter(([, text]) => OTHER_EFFECT[lang].test(text));
    expect(found.map(([key]) => key)).toEqual([]);
  });
});
