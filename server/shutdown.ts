import type { IncomingMessage, Server, ServerResponse } from "node:http";

/**
 * What open requests get once the server stops accepting connections (server/main.ts). With SHUTDOWN_DELAY_MS
 * before it, it must fit Kubernetes' terminationGracePeriodSeconds (deploy/k8s/deployment.yaml; checked in
 * scripts/k8s/manifests.test.ts).
 */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface DrainOptions {
  /**
   * How long the server keeps serving after SIGTERM, with `/readyz` answering 503: Kubernetes removes a
   * terminating pod from the Service's endpoints at the same time as it sends SIGTERM, and the load balancers and
   * kube-proxy learn of it only some seconds later. Until then they still send new requests here.
   */
  delayMs: number;
  /** How long open requests may take once the server stops accepting connections; then they are cut. */
  graceMs: number;
  /** Called when the delay is over and the server stops accepting connections. */
  onClosing?: () => void;
}

/**
 * The shutdown of an HTTP server in two steps: first draining (still serving, readiness 503, every answer closes
 * its connection so keep-alive clients move to another instance), then closed to new connections while open
 * requests finish within `graceMs`.
 */
export function createDrain(server: Server, options: DrainOptions) {
  let draining = false;
  let endDelay: (() => void) | undefined;
  let closed: Promise<void> | undefined;
  let closing = false;

  // server.close() closes the connections idle at that moment; one whose request is still open stays kept alive
  // after its answer, and would hold the close until its keep-alive timeout. Closed as soon as it is idle instead.
  server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    res.once("finish", () => {
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });

  const close = () =>
    new Promise<void>((done) => {
      closing = true;
      options.onClosing?.();
      const force = setTimeout(() => server.closeAllConnections(), options.graceMs).unref();
      server.close(() => {
        clearTimeout(force);
        done();
      });
      server.closeIdleConnections();
    });

  return {
    isDraining: () => draining,
    /**
     * Every answer while draining closes its connection (a kept-alive one would keep the client here). The request
     * says so too: the API proxy writes the backend's answer with the request's `Connection`, over ours.
     */
    closeConnectionsWhileDraining(req: IncomingMessage, res: ServerResponse, next: () => void): void {
      if (draining && !res.headersSent) {
        res.setHeader("Connection", "close");
        req.headers.connection = "close";
      }
      next();
    },
    /**
     * Starts draining; resolves once the server has closed. `immediately` (or a second call) skips what is left
     * of the delay: an operator's Ctrl-C or a second signal need not wait for load balancers.
     */
    drain(immediately = false): Promise<void> {
      if (closed) {
        endDelay?.();
        return closed;
      }
      draining = true;
      const delay =
        immediately || options.delayMs <= 0
          ? Promise.resolve()
          : new Promise<void>((done) => {
              const timer = setTimeout(done, options.delayMs);
              endDelay = () => {
                clearTimeout(timer);
                done();
              };
            });
      closed = delay.then(() => {
        endDelay = undefined;
        return close();
      });
      return closed;
    },
  };
}
