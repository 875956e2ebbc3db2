import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

describe("Dockerfile", () => {
  const dockerfile = readFileSync(resolve(ROOT, "Dockerfile"), "utf8");
  const lines = dockerfile.split("\n").filter((l) => !l.trimStart().startsWith("#"));
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const stage = (name: string) => stages.find((s) => s.split("\n")[0]?.endsWith(` AS ${name}`)) ?? "";

  it("builds on Node 24 slim in several stages; the default (last) target is production", () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-slim$/m);
    expect(lines.filter((l) => l.startsWith("FROM ")).length).toBeGreaterThan(2);
    expect(stages.at(-1)?.split("\n")[0]).toMatch(/ AS production$/);
  });

  it("runs as the unprivileged node user, in production mode, with a health check on /healthz", () => {
    const runtime = stage("runtime");
    expect(runtime).toMatch(/^USER node$/m);
    expect(lines.filter((l) => /^USER\s+(root|0)\b/.test(l))).toEqual([]);
    expect(runtime).toMatch(/^ENV NODE_ENV=production\b/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
    expect(stage("demo")).toMatch(/^runtime AS demo\n/);
    expect(stage("production")).toMatch(/^runtime AS production\n/);
  });

  it("installs production dependencies only; the demo backend's only in the demo target", () => {
    expect(stage("deps-demo")).toContain("npm install --omit=dev");
    // `npm ci` refuses a lock written without other platforms' optional binaries: install as CI does.
    expect(lines.filter((l) => /\bnpm ci\b/.test(l))).toEqual([]);
    expect(stage("deps")).toMatch(/npm uninstall --omit=dev --ignore-scripts \$\{DEMO_PACKAGES\}/);
    expect(stage("production")).toContain("--from=deps /app/node_modules");
    expect(stage("production")).not.toContain("demo-api");
    expect(stage("production")).not.toMatch(/DEMO_API/);
    expect(stage("demo")).toContain("--from=deps-demo /app/node_modules");
    expect(stage("demo")).toMatch(/^ENV DEMO_API=1$/m);
  });

  it("leaves out of the production image only packages that nothing but the demo backend imports", () => {
    const packages = /^ARG DEMO_PACKAGES="([^"]+)"$/m.exec(dockerfile)?.[1]?.split(" ") ?? [];
    expect(packages.length).toBeGreaterThan(0);
    const dependencies = Object.keys(JSON.parse(readFileSync(resolve(ROOT, "package.json"), "utf8")).dependencies);
    const sources = (dir: string): string[] =>
      readdirSync(resolve(ROOT, dir), { recursive: true, encoding: "utf8" })
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
        .map((f) => readFileSync(resolve(ROOT, dir, f), "utf8"));
    const appAndServer = [...sources("app"), ...sources("server")].join("\n");
    const demo = sources("demo-api").join("\n");
    for (const name of packages) {
      expect(dependencies, name).toContain(name);
      const imported = new RegExp(`from "${name.replace("/", "\\/")}(/[^"]*)?"|import\\("${name}`);
      expect(imported.test(appAndServer), `${name} is imported outside demo-api/`).toBe(false);
      expect(imported.test(demo), `${name} is not used by demo-api/`).toBe(true);
    }
  });

  it("keeps secrets, local data and dependencies out of the build context", () => {
    const ignored = readFileSync(resolve(ROOT, ".dockerignore"), "utf8").split("\n");
    for (const entry of ["node_modules", ".data", ".env", ".git", "build"]) expect(ignored).toContain(entry);
  });
});
