import type { BrowserContext } from "@playwright/test";

/**
 * An address of this test's own in 198.18.0.0/15 (reserved for benchmarks, never a real customer's), to send as
 * `X-Forwarded-For`. The test servers trust their loopback peer (TRUST_PROXY's default, as behind a load balancer),
 * so the offer login's per-address limit counts this test's tries alone: parallel tests never share a count.
 */
export function clientAddress(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`;
}

/** Every request of the context comes from an address of its own; answers it. */
export async function ownClientAddress(context: BrowserContext): Promise<string> {
  const address = clientAddress();
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return address;
}
