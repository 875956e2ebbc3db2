import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { assignments, commandOf, dockerIgnore, expand, parseDockerfile } from "./dockerfile.ts";

describe("parseDockerfile", () => {
  const source = [
    "# syntax=docker/dockerfile:1",
    "ARG BASE=node:24-slim",
    'ARG PACKAGES="a b"',
    "",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Dockerfile variables, not a template
    "FROM ${BASE} AS build",
    "WORKDIR /app",
    "# a comment between instructions",
    "RUN npm install \\",
    "    --ignore-scripts",
    "COPY --chown=root:root --from=other /app/x ./x",
    "FROM build AS final",
    "ARG PACKAGES",
    "HEALTHCHECK --interval=15s --retries=3 \\",
    '  CMD ["node", "-e", "fetch(\'http://127.0.0.1\')"]',
    'CMD ["node", "server/main.ts"]',
  ].join("\n");

  it("reads the global ARGs, the stages in order and their instructions", () => {
    const parsed = parseDockerfile(source);
    expect(parsed.globalArgs).toEqual({ BASE: "node:24-slim", PACKAGES: "a b" });
    expect(parsed.stages.map((s) => [s.name, s.from])).toEqual([
      ["build", "node:24-slim"],
      ["final", "build"],
    ]);
    const [workdir, run, copy] = parsed.stages[0]?.instructions ?? [];
    expect(workdir).toEqual({ op: "WORKDIR", flags: {}, text: "/app" });
    expect(run).toEqual({ op: "RUN", flags: {}, text: "npm install --ignore-scripts" });
    expect(copy).toEqual({ op: "COPY", flags: { chown: "root:root", from: "other" }, text: "/app/x ./x" });
    const health = parsed.stages[1]?.instructions[1];
    expect(health?.flags).toEqual({ interval: "15s", retries: "3" });
    expect(commandOf(health?.text.replace(/^CMD /, "") ?? "")).toEqual(["node", "-e", "fetch('http://127.0.0.1')"]);
  });

  it("refuses an unnamed stage and instructions other than ARG before the first FROM", () => {
    expect(() => parseDockerfile("FROM node:24")).toThrow(/name/);
    expect(() => parseDockerfile("RUN true\nFROM node AS a")).toThrow(/Only ARG/);
  });

  it("reads the project's Dockerfile: production is the last stage, built from the runtime", () => {
    const parsed = parseDockerfile(readFileSync(resolve(import.meta.dirname, "../Dockerfile"), "utf8"));
    expect(parsed.stages.at(-1)?.name).toBe("production");
    expect(parsed.stages.find((s) => s.name === "production")?.from).toBe("runtime");
    expect(parsed.globalArgs.DEMO_PACKAGES?.split(" ")).toContain("hono");
  });
});

describe("expand, assignments, commandOf", () => {
  it("expands braced and bare variables; unknown ones are empty", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Dockerfile variables, not a template
    expect(expand("${A}-$B-${C}", { A: "1", B: "2" })).toBe("1-2-");
  });

  it("reads KEY=value pairs, quoted values and ARGs without a default", () => {
    expect(assignments('A=1 B="x y" C')).toEqual([
      ["A", "1"],
      ["B", "x y"],
      ["C", undefined],
    ]);
  });

  it("runs the shell form through sh -c", () => {
    expect(commandOf("npm ci && echo ok")).toEqual(["sh", "-c", "npm ci && echo ok"]);
  });
});

describe("dockerIgnore", () => {
  const ignored = dockerIgnore("# comment\nnode_modules\n.env.*\n*.log\nbench/results\n/build/\n**/*.tmp\n");

  it("anchors patterns at the context root and excludes what is below a matched directory", () => {
    expect(ignored("node_modules")).toBe(true);
    expect(ignored("node_modules/react/index.js")).toBe(true);
    expect(ignored("app/node_modules")).toBe(false);
    expect(ignored("build/server/index.js")).toBe(true);
    expect(ignored("bench/results/throughput.md")).toBe(true);
    expect(ignored("bench/throughput.ts")).toBe(false);
  });

  it("keeps * within one segment and lets ** cross segments", () => {
    expect(ignored("server.log")).toBe(true);
    expect(ignored("logs/server.log")).toBe(false);
    expect(ignored(".env.production")).toBe(true);
    expect(ignored(".env")).toBe(false);
    expect(ignored("a/b/c.tmp")).toBe(true);
  });

  it("refuses exceptions it cannot honour", () => {
    expect(() => dockerIgnore("!keep")).toThrow(/not supported/);
  });
});
