import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_PARTS, type Profile, partShares, ROUTING_IN_RENDER_FUNCTIONS, sampleWeights } from "./profile-shares";

const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({
  id,
  callFrame: { functionName, url, lineNumber: 0 },
  children,
});

const RR = "file:///app/node_modules/react-router/dist/production/lib";

/**
 * root → performWork → writeChunk → processChunk (zlib); performWork → getPartialManifest → matchRoutesImpl;
 * root → (idle); root → (garbage collector); root → fetch.
 */
const PROFILE: Profile = {
  nodes: [
    frame(1, "(root)", "", [2, 5, 6, 7]),
    frame(2, "performWork", "file:///app/node_modules/react-dom/cjs/react-dom-server.node.production.js", [3, 8]),
    frame(3, "writeChunk", "file:///app/node_modules/react-dom/cjs/react-dom-server.node.production.js", [4]),
    frame(4, "processChunk", "node:zlib"),
    frame(5, "(idle)", ""),
    frame(6, "(garbage collector)", ""),
    frame(7, "coreFetch", "file:///app/node_modules/openapi-fetch/dist/index.mjs"),
    frame(8, "getPartialManifest", `${RR}/dom/ssr/fog-of-war.js`, [9]),
    frame(9, "matchRoutesImpl", `${RR}/router/utils.js`),
  ],
  // performWork ×2 (30 µs), writeChunk (10), zlib under the render (20), idle (100), GC (10), fetch (10), the
  // partial manifest's matching under the render (10).
  samples: [2, 2, 3, 4, 5, 6, 7, 9],
  timeDeltas: [10, 20, 10, 20, 100, 10, 10, 10],
};

describe("partShares", () => {
  const { busyMicros, shares } = partShares(PROFILE, PAGE_PARTS);
  const share = (prefix: string) => shares.find((s) => s.name.startsWith(prefix))?.share;

  it("counts busy time without the idle samples", () => {
    expect(busyMicros).toBe(90);
  });

  it("counts a part with what it calls, leaving out what its excludes name", () => {
    // performWork's own 30 µs and writeChunk's 10; the zlib sample under it counts for compression only, the
    // partial manifest's matching for React Router's routing only.
    expect(share("React's render")).toBeCloseTo(40 / 90);
    expect(share("compression")).toBeCloseTo(20 / 90);
    expect(share("React Router's route objects")).toBeCloseTo(10 / 90);
  });

  it("finds the collector and the backend calls by their frames", () => {
    expect(share("garbage collection")).toBeCloseTo(10 / 90);
    expect(share("backend calls")).toBeCloseTo(10 / 90);
    expect(share("loader data")).toBe(0);
  });

  it("answers zero shares for an empty profile", () => {
    expect(partShares({ nodes: [], samples: [], timeDeltas: [] }, PAGE_PARTS)).toEqual({
      busyMicros: 0,
      shares: PAGE_PARTS.map((part) => ({ name: part.name, share: 0 })),
    });
  });
});

describe("sampleWeights", () => {
  it("caps a sample's delta at twice the median interval, so a descheduled process's gap does not go to one frame", () => {
    expect(sampleWeights([1000, 1100, 900, 350_000, 1000])).toEqual([1000, 1100, 900, 2000, 1000]);
    expect(sampleWeights([])).toEqual([]);
  });

  it("keeps a share at its fraction of samples when one sample follows a long gap", () => {
    // Render twice, fetch twice, but the fetch's second sample came after the process waited 0.4 s for a core.
    const profile: Profile = { ...PROFILE, samples: [2, 2, 7, 7], timeDeltas: [1000, 1000, 1000, 400_000] };
    const render = partShares(profile, PAGE_PARTS).shares[0]?.share ?? 0;
    // Uncapped the render would be 0.5 % of the busy time; capped the late sample weighs two intervals: 2 / 5.
    expect(render).toBeCloseTo(0.4, 3);
  });
});

describe("React Router's routing inside the render", () => {
  it("is found by names the installed React Router still has (private: an upgrade that renames them fails here)", () => {
    // The production build the server runs: …/react-router/dist/production/index.js and the modules below it.
    const entry = createRequire(import.meta.url).resolve("react-router");
    const dist = join(dirname(entry), "..", "production");
    const sources = readdirSync(dist, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(join(dist, file), "utf8"))
      .join("\n");
    for (const name of ROUTING_IN_RENDER_FUNCTIONS) {
      expect(sources, `function ${name} in react-router/dist/production`).toMatch(new RegExp(`function ${name}\\(`));
    }
  });
});
