/**
 * Where a server's CPU went: self time of a V8 CPU profile (`node --cpu-prof`, e.g. BENCH_PROFILE=1 npm run
 * bench:throughput) by function and by package, and the busy time by part of the work (bench/profile-shares.ts).
 */
import { readFileSync } from "node:fs";
import { PAGE_PARTS, type Profile, partShares, sampleWeights } from "./profile-shares.ts";

/** The package (or project folder) a script belongs to, for grouping. */
export function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules?.[1]) return modules[1];
  if (url.startsWith("node:")) return url.replace(/^node:(internal\/)?/, "node:").split("/")[0] ?? url;
  const project = /\/(build\/server|server|demo-api|app)\//.exec(url);
  return project?.[1] ? `project:${project[1]}` : url;
}

function summarise(profile: Profile, top: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let total = 0;
  const weights = sampleWeights(profile.timeDeltas);
  profile.samples.forEach((id, i) => {
    const dt = weights[i] ?? 0;
    self.set(id, (self.get(id) ?? 0) + dt);
    total += dt;
  });
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, micros] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const name = `${frame.functionName || "(anonymous)"} ${frame.url.replace(/^.*node_modules\//, "")}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    const pkg = packageOf(frame.url, frame.functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  }
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((micros / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
    }
  };
  console.log(`Profile: ${(total / 1e6).toFixed(1)} s sampled`);
  print("Self time by package", byPackage);
  print("Self time by function", byFunction);
  const { busyMicros, shares } = partShares(profile, PAGE_PARTS);
  console.log(`\nBusy time (${(busyMicros / 1e6).toFixed(1)} s) by part, each with what it calls`);
  for (const { name, share } of shares) console.log(`${(share * 100).toFixed(1).padStart(5)} %  ${name}`);
}

const file = process.argv[2];
if (!file) {
  console.error("Usage: node bench/profile-summary.ts <file.cpuprofile> [top]");
  process.exit(1);
}
summarise(JSON.parse(readFileSync(file, "utf8")) as Profile, Number(process.argv[3] ?? 25));
