/** The test servers' ports; E2E_PORT moves both (two checkouts on one machine can test side by side). */
const base = Number(process.env.E2E_PORT) || 4173;
/** `security`: the attack suite's production server, its backend and recorder (e2e/security/attack-stack.ts). */
export const PORTS = { plain: base, configured: base + 1, security: base + 20 } as const;
export const PLAIN = `http://localhost:${PORTS.plain}`;
export const CONFIGURED = `http://localhost:${PORTS.configured}`;
/**
 * The test servers' limit per API call (`API_TIMEOUT_MS`; none by default): without one
 * a hung backend would hold a page for Node fetch's 300 s, and the fault suite checks what the customer sees.
 */
export const E2E_API_TIMEOUT_MS = 10_000;
/** The test servers' cookie secret: a spec can seal a checkout cookie as the server would. */
export const E2E_SESSION_SECRET = "e2e-session-secret-of-at-least-32-characters";
