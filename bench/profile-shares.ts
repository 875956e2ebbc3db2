/**
 * Where a server's busy time went, by part of the work: the share of the profile's busy samples (not idle) whose
 * call stack contains one of a part's frames. Unlike self time, this counts a part with everything it calls; a
 * part can leave out what it triggers elsewhere (React's render without the compression its writes start).
 */

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Part {
  name: string;
  /** Matched against `<functionName> <url>` of every frame on the stack. */
  includes: RegExp;
  /** A sample with such a frame on its stack does not count for the part. */
  excludes?: RegExp;
}

export interface PartShare {
  name: string;
  /** Share of the busy samples' time, 0–1. */
  share: number;
}

/**
 * React Router's routing that runs inside React's render: `<ServerRouter>` builds the route objects and a static
 * router from the manifest on every request, and `<Scripts>` computes the partial manifest of lazy route discovery
 * (matching every parent path of the page). The goal counts routing among "everything else", so the render leaves it
 * out (until 2026-11-26 it did not: 6–10 % of a page's busy time counted as render).
 */
export const ROUTING_IN_RENDER_FUNCTIONS = ["createStaticRouter", "createServerRoutes", "getPartialManifest"] as const;
const ROUTING_IN_RENDER = new RegExp(`^(${ROUTING_IN_RENDER_FUNCTIONS.join("|")}) .*react-router`);

/** The parts of a page request that bench/throughput.ts profiles. */
export const PAGE_PARTS: readonly Part[] = [
  {
    name: "React's render (without React Router's routing inside it and the compression its writes start)",
    includes: /^performWork .*react-dom-server/,
    excludes: new RegExp(`node:zlib|^writeGeneric |^Socket\\._write|${ROUTING_IN_RENDER.source}`),
  },
  { name: "React Router's route objects and partial manifest (inside the render)", includes: ROUTING_IN_RENDER },
  { name: "backend calls (fetch, API client)", includes: /undici|openapi-fetch/ },
  { name: "loader data (turbo-stream)", includes: /turbo-stream/ },
  { name: "compression (zlib)", includes: / node:zlib$/ },
  { name: "garbage collection", includes: /^\(garbage collector\) / },
];

const IDLE = /^\(idle\) /;

/**
 * Each sample's weight in microseconds: its time delta, but at most twice the profile's median delta (the sampling
 * interval). On a loaded machine the process is descheduled for tens or hundreds of milliseconds, and V8 gives the
 * whole gap to whichever frame it samples next: at a load average of 15 on two cores, 52–72 % of a profile's time
 * was in such gaps (up to 0.7 s each), and single frames (the compressor's flush, a route guard) took 10–30 % of the
 * busy time by chance. Capped, a share is what it is on a quiet machine: the fraction of samples. Pure.
 */
export function sampleWeights(timeDeltas: readonly number[]): number[] {
  const sorted = [...timeDeltas].filter((dt) => dt > 0).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return timeDeltas.map((dt) => Math.min(Math.max(dt, 0), 2 * median));
}

function frameKey(node: ProfileNode): string {
  return `${node.callFrame.functionName} ${node.callFrame.url}`;
}

/** Each part's share of the busy time, and the busy time itself in microseconds. Pure. */
export function partShares(profile: Profile, parts: readonly Part[]): { busyMicros: number; shares: PartShare[] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stackOf = (leaf: number): string[] => {
    const keys: string[] = [];
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (node) keys.push(frameKey(node));
    }
    return keys;
  };

  const partMicros = parts.map(() => 0);
  const weights = sampleWeights(profile.timeDeltas);
  let busyMicros = 0;
  profile.samples.forEach((leaf, i) => {
    const micros = weights[i] ?? 0;
    const stack = stackOf(leaf);
    if (IDLE.test(stack[0] ?? "")) return;
    busyMicros += micros;
    parts.forEach((part, p) => {
      const excluded = part.excludes ? stack.some((key) => part.excludes?.test(key)) : false;
      if (!excluded && stack.some((key) => part.includes.test(key))) partMicros[p] = (partMicros[p] ?? 0) + micros;
    });
  });
  return {
    busyMicros,
    shares: parts.map((part, p) => ({
      name: part.name,
      share: busyMicros > 0 ? (partMicros[p] ?? 0) / busyMicros : 0,
    })),
  };
}
