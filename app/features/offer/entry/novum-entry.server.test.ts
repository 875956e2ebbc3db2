import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoRequestContext } from "~/platform/config/demo-context.test-support";
import type { Language } from "~/platform/i18n/languages";
import { type DemoUnderTest, demoUnderTest } from "../../../../demo-api/demo.test-support.ts";
import { loadNovumEntry } from "./novum-entry.server";

let demo: DemoUnderTest;
// One backend for the file: entries are read, never changed.
beforeAll(() => {
  demo = demoUnderTest(() => new Date());
});
afterAll(() => demo.cleanup());

async function load(query: string, lang: Language = "de") {
  const context = demoRequestContext(() => demo, { lang, traceId: "00000000-0000-4000-8000-00000000000a" });
  const { data, init } = await loadNovumEntry(new Request(`http://app.test/entry/novum${query}`), context);
  return { entry: data.entry, status: init?.status ?? 200 };
}

describe("Novum entry", () => {
  it("leads to the entry's offer in the page's language, with the use case Novum", async () => {
    expect(await load("?id=demo-novum")).toEqual({
      entry: { state: "ready", offerPath: "/angebot/demo-offer-novum", useCase: "Novum" },
      status: 200,
    });
    expect((await load("?id=demo-novum", "tr")).entry).toMatchObject({ offerPath: "/tr/angebot/demo-offer-novum" });
  });

  it.each([
    ["an expired entry", "?id=demo-novum-expired", "expired", 410],
    ["an unknown entry", "?id=demo-novum-unknown", "unknown", 404],
    ["no id", "", "invalid", 400],
    ["an empty id", "?id=", "invalid", 400],
    ["an odd id", "?id=%3Cscript%3E", "invalid", 400],
    ["a dot segment", "?id=..", "invalid", 400],
  ])("shows its own screen for %s", async (_, query, state, status) => {
    expect(await load(query)).toEqual({ entry: { state }, status });
  });

  it("offers a retry of the same entry when the backend fails", async () => {
    await demo.call("/__demo/faults", { method: "POST", json: { path: "/api/entry/novum", status: 500 } });
    expect(await load("?id=demo-novum", "en")).toEqual({
      entry: { state: "failed", retryPath: "/en/entry/novum?id=demo-novum" },
      status: 502,
    });
  });
});
