import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { readConfig } from "./config";
import { SHUTDOWN_GRACE_MS } from "./shutdown";

const ROOT = resolve(import.meta.dirname, "..");
const K8S = resolve(ROOT, "deploy/k8s");

// biome-ignore lint/suspicious/noExplicitAny: manifests are checked field by field below
type Manifest = Record<string, any>;

function manifests(): Manifest[] {
  return readdirSync(K8S)
    .filter((file) => file.endsWith(".yaml"))
    .flatMap((file) =>
      parseAllDocuments(readFileSync(resolve(K8S, file), "utf8")).map((doc) => {
        expect(doc.errors, file).toEqual([]);
        return { ...(doc.toJS() as Manifest), file };
      }),
    );
}

const byKind = (kind: string) => manifests().filter((m) => m.kind === kind);
const one = (kind: string) => {
  const found = byKind(kind);
  expect(found, kind).toHaveLength(1);
  return found[0] as Manifest;
};

describe("Kubernetes manifests (deploy/k8s)", () => {
  it("has every object a stateless, load-balanced deployment needs", () => {
    expect(new Set(manifests().map((m) => m.kind))).toEqual(
      new Set([
        "Kustomization",
        "ConfigMap",
        "Secret",
        "Deployment",
        "Service",
        "HorizontalPodAutoscaler",
        "PodDisruptionBudget",
      ]),
    );
    const applied = one("Kustomization").resources as string[];
    for (const m of manifests().filter((m) => m.kind !== "Kustomization" && m.kind !== "Secret"))
      expect(applied, m.file).toContain(m.file);
    // The Secret is an example only: real secrets are never kept in the repository.
    expect(one("Secret").file).toBe("secret.example.yaml");
  });

  const deployment = () => one("Deployment");
  const container = () => deployment().spec.template.spec.containers[0] as Manifest;

  it("probes readiness on /readyz and liveness on /healthz", () => {
    expect(container().readinessProbe.httpGet.path).toBe("/readyz");
    expect(container().livenessProbe.httpGet.path).toBe("/healthz");
    expect(container().ports[0].containerPort).toBe(3000);
  });

  it("runs as non-root without privilege escalation, read-only, with resource requests and limits", () => {
    const pod = deployment().spec.template.spec;
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
    expect(container().securityContext).toMatchObject({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ["ALL"] },
    });
    expect(container().resources.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
    expect(container().resources.limits.memory).toEqual(expect.any(String));
  });

  it("takes its settings from the ConfigMap and SESSION_SECRET from the Secret, never as plain values", () => {
    const configMap = one("ConfigMap");
    expect(container().envFrom).toEqual([{ configMapRef: { name: configMap.metadata.name } }]);
    expect(configMap.data.API_BASE_URL).toMatch(/^https?:\/\//);
    expect(configMap.data).not.toHaveProperty("SESSION_SECRET");
    expect(configMap.data).not.toHaveProperty("DEMO_API");
    const secretEnv = (container().env as Manifest[]).find((e) => e.name === "SESSION_SECRET");
    expect(secretEnv?.valueFrom.secretKeyRef).toEqual({ name: one("Secret").metadata.name, key: "SESSION_SECRET" });
    expect((container().env as Manifest[]).every((e) => e.value === undefined)).toBe(true);
  });

  it("lets the drain after SIGTERM (serving with /readyz at 503, then open requests' grace) end within the pod's grace period", () => {
    const delayMs = readConfig(one("ConfigMap").data).shutdownDelayMs;
    // A preStop hook runs before SIGTERM and counts against the same period.
    const preStopMs = (container().lifecycle?.preStop?.sleep?.seconds ?? 0) * 1000;
    expect(delayMs).toBeGreaterThanOrEqual(container().readinessProbe.periodSeconds * 1000);
    expect(preStopMs + delayMs + SHUTDOWN_GRACE_MS).toBeLessThan(
      deployment().spec.template.spec.terminationGracePeriodSeconds * 1000,
    );
  });

  it("scales the Deployment with an autoscaler and keeps instances up through disruptions", () => {
    const hpa = one("HorizontalPodAutoscaler");
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: "Deployment", name: deployment().metadata.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(deployment().spec.replicas).toBeUndefined(); // the autoscaler owns the count
    const pdb = one("PodDisruptionBudget");
    expect(pdb.spec.minAvailable).toBeLessThan(hpa.spec.minReplicas);
    const labels = deployment().spec.template.metadata.labels;
    expect(labels).toMatchObject(pdb.spec.selector.matchLabels);
    expect(labels).toMatchObject(one("Service").spec.selector);
  });
});

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
