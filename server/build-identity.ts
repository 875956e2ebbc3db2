import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A build's identity: the time it was built, in milliseconds. Later builds have larger identities, so an instance
 * can tell whether a client has already met a newer build than its own (docs/operations.md, "Rolling deploys").
 * The build writes it once (react-router.config.ts, `buildEnd`); every instance of that build reads the same file.
 */
export const BUILD_IDENTITY_FILE = "server/build-identity.json";

/** The cookie and header every answer of a build carries: its identity. */
export const BUILD_COOKIE = "build";
export const BUILD_HEADER = "X-Build";

/** Sixteen digits cover every millisecond until the year 318857; anything longer or not digits is no identity. */
const IDENTITY = /^[0-9]{1,16}$/;

/** A client's build identity from its cookie value; null when absent or malformed (then it is simply served). */
export function parseBuildIdentity(value: string | null | undefined): number | null {
  if (typeof value !== "string" || !IDENTITY.test(value)) return null;
  const identity = Number(value);
  return Number.isSafeInteger(identity) ? identity : null;
}

/**
 * The rule of a rolling deploy: an instance refuses a client that has already met a newer build (the load balancer
 * then tries another instance); every other request is served — no identity, the same build or an older one.
 */
export function skewDecision(own: number, client: number | null): "serve" | "refuse" {
  return client !== null && client > own ? "refuse" : "serve";
}

/** Writes the identity of the build in `buildDirectory` (the build's end; `now` is its time). */
export function writeBuildIdentity(buildDirectory: string, now: number): void {
  writeFileSync(join(buildDirectory, BUILD_IDENTITY_FILE), `${JSON.stringify({ identity: now })}\n`);
}

/** The identity of the build in `buildDirectory`; null without one (a development server, or an older build). */
export function readBuildIdentity(buildDirectory: string): number | null {
  try {
    const { identity } = JSON.parse(readFileSync(join(buildDirectory, BUILD_IDENTITY_FILE), "utf8")) as {
      identity?: unknown;
    };
    return parseBuildIdentity(String(identity));
  } catch {
    return null;
  }
}
