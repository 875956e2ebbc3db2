import { describe, expect, it } from "vitest";
import { groupByArea } from "./demo-scenarios";
import { loadDemoScenarios, parseScenarios } from "./load-demo-scenarios.server";

const good = { area: "offer", name: "Standard offer", path: "/angebot/demo-offer-standard", state: "offer" };

describe("parseScenarios", () => {
  it("keeps well-formed scenarios", () => {
    expect(parseScenarios([good])).toEqual([good]);
  });
  it("drops entries with foreign or script links and unknown areas", () => {
    const bad = [
      { ...good, path: "javascript:alert(1)" },
      { ...good, path: "//evil.example/x" },
      { ...good, path: "https://evil.example" },
      { ...good, area: "admin" },
      { ...good, name: "" },
      "nonsense",
    ];
    expect(parseScenarios([...bad, good])).toEqual([good]);
  });
  it("rejects a body that is not a list", () => {
    expect(parseScenarios({ scenarios: [] })).toBeNull();
  });
});

describe("groupByArea", () => {
  it("groups in the fixed area order and leaves out empty areas", () => {
    const idv = { ...good, area: "idv" as const, path: "/idv/x" };
    const offer = { ...good, area: "offer" as const };
    expect(groupByArea([idv, offer]).map(([area, list]) => [area, list.length])).toEqual([
      ["offer", 1],
      ["idv", 1],
    ]);
  });
});

describe("loadDemoScenarios", () => {
  it("turns network errors, error statuses and broken bodies into unavailable", async () => {
    const fail = (() => Promise.reject(new TypeError("fetch failed"))) as typeof fetch;
    expect(await loadDemoScenarios("http://x", fail)).toEqual({ status: "unavailable" });
    const status500 = (async () => new Response("oops", { status: 500 })) as typeof fetch;
    expect(await loadDemoScenarios("http://x", status500)).toEqual({ status: "unavailable" });
    const html = (async () => new Response("<html>", { status: 200 })) as typeof fetch;
    expect(await loadDemoScenarios("http://x", html)).toEqual({ status: "unavailable" });
  });
  it("returns the parsed list", async () => {
    const ok = (async () => Response.json([good])) as typeof fetch;
    expect(await loadDemoScenarios("http://x", ok)).toEqual({ status: "ok", scenarios: [good] });
  });
});
