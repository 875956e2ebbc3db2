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
  it("attributes the root loader's messages, and nothing they share with other data, to the catalogue", () => {
    const result = analyseHtml(page(FLAT));
    // {\"_13\":14}, \"app.title\", \"Hallo\" as escaped in the script's string literal, each with its comma.
    expect(result.catalogueBytes).toBe(13 + 14 + 10);
    expect(result.catalogueKeys).toBe(1);
    expect(result.loaderDataByRoute).toEqual({
      // {\"_9\":10,\"_11\":12}, \"lang\", \"de\", \"messages\"
      root: 23 + 9 + 7 + 13,
      // {\"_9\":10}, \"lang\", \"de\"
      "de.home": 12 + 9 + 7,
    });
    expect(result.catalogueGzip).toBeGreaterThan(0);
    expect(result.loaderDataGzip).toBeGreaterThanOrEqual(result.catalogueGzip);
    expect(result.htmlGzip).toBeLessThan(result.htmlBytes);
  });

  it("measures the catalogue's data block where the page carries one, and the root's null messages as nothing", () => {
    // The root's `messages: null` (turbo-stream's -5), the catalogue in its own block.
    const flat = [...FLAT.slice(0, 6), { _9: 10, _11: -5 }, ...FLAT.slice(7, 12)];
    const block =
      '<script type="application/json" id="page-messages" nonce="n">{"app.title":"Hallo","app.x":"Welt"}</script>';
    const result = analyseHtml(page(flat).replace("</body>", `${block}</body>`));
    expect(result.catalogueBytes).toBe(block.length);
    expect(result.catalogueKeys).toBe(2);
    expect(result.catalogueGzip).toBeGreaterThan(0);
    expect(result.loaderDataByRoute.root).toBe(23 + 9 + 7 + 13);
  });

  it("finds no loader data in a page without React Router's stream", () => {
    const result = analyseHtml("<!DOCTYPE html><html><body>Not found</body></html>");
    expect(result).toMatchObject({ loaderDataBytes: 0, loaderDataGzip: 0, catalogueBytes: 0, catalogueKeys: 0 });
  });
});
