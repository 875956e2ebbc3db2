export const SCENARIO_AREAS = ["offer", "idv", "termination", "selfcare", "email-rejection", "entry"] as const;
export type ScenarioArea = (typeof SCENARIO_AREAS)[number];

/** One state of one flow that the embedded demo backend can show. */
export interface DemoScenario {
  area: ScenarioArea;
  name: string;
  /** German app path to open. */
  path: string;
  state: string;
}

export type ScenarioList = { status: "ok"; scenarios: DemoScenario[] } | { status: "unavailable" };

export function groupByArea(scenarios: readonly DemoScenario[]): [ScenarioArea, DemoScenario[]][] {
  return SCENARIO_AREAS.map(
    (area) => [area, scenarios.filter((s) => s.area === area)] as [ScenarioArea, DemoScenario[]],
  ).filter(([, list]) => list.length > 0);
}
