import { z } from "zod";
import type { FetchLike } from "~/platform/api/retry";
import { type DemoScenario, SCENARIO_AREAS, type ScenarioList } from "./demo-scenarios";

const scenario = z.object({
  area: z.enum(SCENARIO_AREAS),
  name: z.string().min(1).max(200),
  // Only paths inside this app: no scheme, no protocol-relative "//host".
  path: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .max(500),
  state: z.string().max(100),
});

/** The demo backend's scenario list; entries that do not fit the shape are dropped, never shown raw. */
export function parseScenarios(body: unknown): DemoScenario[] | null {
  if (!Array.isArray(body)) return null;
  return body.flatMap((entry) => {
    const parsed = scenario.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Loads the scenarios from the demo backend (in-process when `fetchImpl` is the embedded demo's dispatch); any
 * failure becomes "unavailable", never an exception.
 */
export async function loadDemoScenarios(
  apiBaseUrl: string,
  fetchImpl: FetchLike = (request) => fetch(request),
): Promise<ScenarioList> {
  try {
    const request = new Request(`${apiBaseUrl}/__demo/scenarios`, { headers: { accept: "application/json" } });
    const response = await fetchImpl(request);
    if (!response.ok) return { status: "unavailable" };
    const scenarios = parseScenarios(await response.json());
    return scenarios ? { status: "ok", scenarios } : { status: "unavailable" };
  } catch {
    return { status: "unavailable" };
  }
}
