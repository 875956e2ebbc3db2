/** First-load JavaScript budgets (kB gzip) from the issues; every other route is a shell route. */
const SHELL_BUDGET_KB = 125;

const ROUTE_BUDGETS_KB: Record<string, number> = {
  // Termination form with date picker, upload and modals (issue 5).
  termination: 150,
};

export function budgetFor(routeId: string): number {
  const key = routeId.replace(/^(de|en|tr)\./, "");
  return ROUTE_BUDGETS_KB[key] ?? SHELL_BUDGET_KB;
}
