import { readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import express from "express";
import * as apps from "kubernetes-models/apps/v1";
import * as autoscaling from "kubernetes-models/autoscaling/v2";
import * as networking from "kubernetes-models/networking.k8s.io/v1";
import * as policy from "kubernetes-models/policy/v1";
import * as core from "kubernetes-models/v1";
import { describe, expect, it } from "vitest";
import { readConfig } from "../../server/config";
import { mountProbes, PROBES } from "../../server/probes";
import { SHUTDOWN_GRACE_MS } from "../../server/shutdown";
import { documents, type KubernetesObject, kustomize } from "./kustomize";

/**
 * deploy/k8s as `kubectl apply -k` sends it, validated against the Kubernetes API's schemas (kubernetes-models) and
 * held to what the server reads: its environment variables (server/config.ts), its probe paths and its port.
 */

const K8S = resolve(import.meta.dirname, "../../deploy/k8s");

/** The kubernetes-models classes of the API groups the manifests use; each validates against its schema. */
const MODELS: Record<string, Record<string, unknown>> = {
  v1: core,
  "apps/v1": apps,
  "autoscaling/v2": autoscaling,
  "policy/v1": policy,
  "networking.k8s.io/v1": networking,
};
type Model = new (data: KubernetesObject) => { validate(): void };

function validate(object: KubernetesObject): void {
  const model = MODELS[object.apiVersion]?.[object.kind] as Model | undefined;
  if (!model) throw new Error(`no schema loaded for ${object.apiVersion} ${object.kind}`);
  new model(object).validate();
}

const built = kustomize(K8S);
/** Not applied by the kustomization (the real Secret is created out of band): the shape the Deployment expects. */
const [secret] = documents(resolve(K8S, "secret.example.yaml")) as [KubernetesObject];

function one(kind: string): KubernetesObject {
  const found = built.filter((object) => object.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0] as KubernetesObject;
}
const deployment = () => one("Deployment");
const pod = () => deployment().spec.template.spec;
const container = () => pod().containers[0] as KubernetesObject;

/** The names `readConfig` looks up, seen by handing it an environment that records every read. */
function variablesTheServerReads(): Set<string> {
  const seen = new Set<string>();
  const recorder = new Proxy(
    {},
    {
      get: (_target, name) => {
        if (typeof name === "string") seen.add(name);
        return undefined;
      },
    },
  );
  readConfig(recorder);
  return seen;
}

/** The environment a pod's container gets: the ConfigMap's entries, the Secret's key and the image's NODE_ENV. */
function podEnvironment(): Record<string, string> {
  const env: Record<string, string> = { NODE_ENV: "production" };
  for (const source of container().envFrom ?? []) {
    const configMap = built.find((o) => o.kind === "ConfigMap" && o.metadata.name === source.configMapRef?.name);
    expect(configMap, `envFrom ${JSON.stringify(source)}`).toBeDefined();
    Object.assign(env, configMap?.data);
  }
  for (const variable of container().env ?? []) {
    const ref = variable.valueFrom?.secretKeyRef;
    expect(ref?.name, variable.name).toBe(secret.metadata.name);
    env[variable.name] = secret.stringData[ref.key];
  }
  return env;
}

describe("deploy/k8s after kustomize's assembly", () => {
  it("validates every object, and the Secret's example, against the Kubernetes API schemas", () => {
    expect(built.map((o) => o.kind).sort()).toEqual(
      ["ConfigMap", "Deployment", "HorizontalPodAutoscaler", "Ingress", "PodDisruptionBudget", "Service"].sort(),
    );
    for (const object of [...built, secret]) expect(() => validate(object), object.kind).not.toThrow();
  });

  it("applies every manifest of the directory but the Secret's example", () => {
    const [kustomization] = documents(resolve(K8S, "kustomization.yaml"));
    const files = readdirSync(K8S).filter((f) => f.endsWith(".yaml") && f !== "kustomization.yaml");
    expect([...((kustomization?.resources ?? []) as string[]), "secret.example.yaml"].sort()).toEqual(files.sort());
  });

  it("finds a wrong type in the schema (the check can fail)", () => {
    const broken = structuredClone(deployment());
    broken.spec.template.spec.containers[0].ports[0].containerPort = "3000";
    expect(() => validate(broken)).toThrow(/containerPort must be integer/);
    expect(() => validate({ ...secret, kind: "Sekret" })).toThrow(/no schema/);
  });

  it("labels every object as the kustomization says", () => {
    for (const object of built) expect(object.metadata.labels, object.kind).toHaveProperty("app.kubernetes.io/name");
  });

  it("sets only environment variables the server reads, and the server starts with them in production", () => {
    const read = variablesTheServerReads();
    expect(read).toContain("API_BASE_URL");
    const env = podEnvironment();
    expect(Object.keys(env).filter((name) => !read.has(name))).toEqual([]);
    const config = readConfig(env);
    expect(config).toMatchObject({ production: true, demoApi: false });
    expect(config.sessionSecrets).not.toEqual([]);
    expect(env).not.toHaveProperty("DEMO_API");
  });

  it("keeps the session secrets out of the ConfigMap and every value out of the Deployment", () => {
    expect(one("ConfigMap").data).not.toHaveProperty("SESSION_SECRET");
    expect(one("ConfigMap").data).not.toHaveProperty("SESSION_SECRETS");
    expect((container().env ?? []).filter((e: KubernetesObject) => e.value !== undefined)).toEqual([]);
  });

  it("serves on the port the container declares, and the Service sends there", () => {
    const port = readConfig(podEnvironment()).port;
    const http = (container().ports as KubernetesObject[]).find((p) => p.name === "http");
    expect(http?.containerPort).toBe(port);
    expect(one("Service").spec.ports.map((p: KubernetesObject) => p.targetPort)).toEqual(["http"]);
  });

  it("sends a refused request (503: a browser that has met a newer build) to another pod, posts included", () => {
    const ingress = one("Ingress");
    const nextUpstream = String(ingress.metadata.annotations["nginx.ingress.kubernetes.io/proxy-next-upstream"]);
    expect(nextUpstream.split(" ")).toEqual(expect.arrayContaining(["error", "http_503", "non_idempotent"]));
    expect(
      Number(ingress.metadata.annotations["nginx.ingress.kubernetes.io/proxy-next-upstream-tries"]),
    ).toBeGreaterThan(2);
    const backend = ingress.spec.rules[0].http.paths[0].backend.service;
    expect(backend).toEqual({ name: one("Service").metadata.name, port: { name: "http" } });
  });

  it("probes the server's own readiness and liveness paths on the named port, and they answer", async () => {
    const { readinessProbe, livenessProbe, startupProbe } = container();
    expect(readinessProbe.httpGet).toEqual({ path: PROBES.readiness, port: "http" });
    expect(livenessProbe.httpGet).toEqual({ path: PROBES.liveness, port: "http" });
    expect(startupProbe.httpGet).toEqual({ path: PROBES.liveness, port: "http" });

    let draining = false;
    const app = express();
    mountProbes(app, () => draining);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((done) => server.once("listening", done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const status = async (path: string) => (await fetch(`${base}${path}`)).status;
    try {
      expect(await status(readinessProbe.httpGet.path)).toBe(200);
      expect(await status(livenessProbe.httpGet.path)).toBe(200);
      draining = true;
      expect(await status(readinessProbe.httpGet.path)).toBe(503);
      expect(await status(livenessProbe.httpGet.path)).toBe(200);
    } finally {
      server.close();
    }
  });

  it("lets the drain after SIGTERM end within the pod's grace period", () => {
    const delayMs = readConfig(podEnvironment()).shutdownDelayMs;
    // A preStop hook runs before SIGTERM and counts against the same period.
    const preStopMs = (container().lifecycle?.preStop?.sleep?.seconds ?? 0) * 1000;
    expect(delayMs).toBeGreaterThanOrEqual(container().readinessProbe.periodSeconds * 1000);
    expect(preStopMs + delayMs + SHUTDOWN_GRACE_MS).toBeLessThan(pod().terminationGracePeriodSeconds * 1000);
  });

  it("runs as non-root without privilege escalation, read-only, with requests and limits", () => {
    expect(pod().securityContext.runAsNonRoot).toBe(true);
    expect(pod().securityContext.runAsUser).toBeGreaterThan(0);
    expect(container().securityContext).toMatchObject({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ["ALL"] },
    });
    // The only writable place is /tmp, where the image's DATA_DIR lies.
    expect(container().volumeMounts.map((m: KubernetesObject) => m.mountPath)).toEqual(["/tmp"]);
    expect(container().resources.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
    expect(container().resources.limits.memory).toEqual(expect.any(String));
  });

  it("ties the Service, autoscaler and disruption budget to the Deployment's pods", () => {
    const labels = deployment().spec.template.metadata.labels;
    expect(labels).toMatchObject(deployment().spec.selector.matchLabels);
    expect(labels).toMatchObject(one("Service").spec.selector);
    expect(labels).toMatchObject(one("PodDisruptionBudget").spec.selector.matchLabels);
    const hpa = one("HorizontalPodAutoscaler");
    expect(hpa.spec.scaleTargetRef).toEqual({
      apiVersion: "apps/v1",
      kind: "Deployment",
      name: deployment().metadata.name,
    });
    expect(deployment().spec.replicas).toBeUndefined(); // the autoscaler owns the count
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(one("PodDisruptionBudget").spec.minAvailable).toBeLessThan(hpa.spec.minReplicas);
    // Resource metrics need requests to compute a utilisation from.
    expect(container().resources.requests.cpu).toBeDefined();
  });
});
