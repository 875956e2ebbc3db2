import type { Express } from "express";

/**
 * The platform's probes: liveness (the process answers; the image's HEALTHCHECK and Kubernetes' liveness and
 * startup probes) and readiness (503 from SIGTERM on, while the drain still serves: load balancers stop sending).
 * deploy/k8s and the cluster test's HAProxy probe these paths (checked in scripts/k8s/manifests.test.ts).
 */
export const PROBES = { liveness: "/healthz", readiness: "/readyz" } as const;

export function mountProbes(app: Express, isDraining: () => boolean): void {
  app.get(PROBES.liveness, (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get(PROBES.readiness, (_req, res) => {
    const draining = isDraining();
    res.status(draining ? 503 : 200).json({ status: draining ? "draining" : "ready" });
  });
}
