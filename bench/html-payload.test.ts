import { describe, expect, it } from "vitest";
import { analyseHtml } from "./html-payload";

/** React Router's turbo-stream of `{ loaderData: { root: { lang, messages }, "de.home": { lang } } }`. */
const FLAT = [
  { _1: 2, _3: -5, _4: -5 },
  "loaderData",
  { _5: 6, _7: 8 },
  "actionData",
  "errors",
  "root",
  { _9: 10, _11: 12 },
  "de.home",
  { _9: 10 },
  "lang",
  "de",
  "messages",
  { _13: 14 },
  "app.title",
  "Hallo",
];

function page(flat: unknown[]): string {
  const enqueue = JSON.stringify(`${JSON.stringify(flat)}\n`);
  return `<!DOCTYPE html><html><body><main>${"Text ".repeat(200)}</main><script nonce="n">window.__reactRouterContext.streamController.enqueue(${enqueue});</script></body></html>`;
}

describe("analyseHtml", () => {
  it("attributes the streamed loader data to the routes it belongs to", () => {
    const result = analyseHtml(page(FLAT));
    expect(result.loaderDataByRoute).toEqual({
      // {\"_9\":10,\"_11\":12}, \"lang\", \"de\", \"messages\", {\"_13\":14}, \"app.title\", \"Hallo\"
      root: 23 + 9 + 7 + 13 + 13 + 14 + 10,
      // {\"_9\":10}, \"lang\", \"de\"
      "de.home": 12 + 9 + 7,
    });
    expect(result.loaderDataGzip).toBeGreaterThan(0);
    expect(result.htmlGzip).toBeLessThan(result.htmlBytes);
    expect(result.catalogueUrl).toBeNull();
  });

  it("finds the address of the page's catalogue file", () => {
    const meta = '<meta name="page-messages" content="/i18n/de.home.abc.json"/>';
    const result = analyseHtml(page(FLAT).replace("<html>", `<html><head>${meta}</head>`));
    expect(result.catalogueUrl).toBe("/i18n/de.home.abc.json");
  });

  it("finds no loader data in a page without React Router's stream", () => {
    const result = analyseHtml("<!DOCTYPE html><html><body>Not found</body></html>");
    expect(result).toMatchObject({ loaderDataBytes: 0, loaderDataGzip: 0, catalogueUrl: null, loaderDataByRoute: {} });
  });
});
