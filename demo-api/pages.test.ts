import { afterAll, describe, expect, it } from "vitest";
import { de } from "../app/platform/i18n/messages/de";
import { demoUnderTest } from "./demo.test-support.ts";
import { IDV_SEEDS } from "./seed/idv.ts";

const demo = demoUnderTest();
afterAll(() => demo.cleanup());

describe("the demo's own pages", () => {
  const idvToken = Object.keys(IDV_SEEDS)[0] ?? "";

  it.each([`/__demo/idv/${idvToken}?method=VIDEO`, "/__demo/idv/unknown", "/__demo/payment/unknown"])(
    "%s says at the top that it is a demo, in the catalogue's words",
    async (path) => {
      const html = await (await demo.call(path)).text();
      const main = html.slice(html.indexOf("<main>"));
      expect(main.indexOf('data-testid="demo-banner"')).toBeGreaterThan(0);
      expect(main.indexOf('data-testid="demo-banner"')).toBeLessThan(main.indexOf("<h1>"));
      expect(html).toContain(de["app.demoBanner.text"]);
    },
  );
});
