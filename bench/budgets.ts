import { isLanguage } from "../app/platform/i18n/languages.ts";

/** First-load JavaScript budgets (kB gzip) from the issues; every other customer route is a shell route. */
const SHELL_BUDGET_KB = 125;

const ROUTE_BUDGETS_KB: Record<string, number | null> = {
  // Termination forms with date picker, upload and modals (issue 5); their receipts and error page.
  termination: 150,
  "selfcare-termination": 150,
  "termination-confirmation": 130,
  "selfcare-confirmation": 130,
  "selfcare-error": 130,
  // The offer page: the shop with its carousel, products, prices and documents (issue 9).
  offer: 150,
  // Checkout steps (issue 10: each step ≤ 150 kB), the confirmation included.
  "offer-personal-data": 150,
  "offer-identity-data": 150,
  "offer-payment": 150,
  "offer-summary": 150,
  "offer-thanks": 150,
  // Developer pages served only with the demo backend: no customer loads them.
  "ui-gallery": null,
  "demo-error": null,
};

export function budgetFor(routeId: string): number | null {
  // Route ids are `<language>.<key>` for the route table's rows, bare for the developer pages.
  const dot = routeId.indexOf(".");
  const key = isLanguage(routeId.slice(0, dot)) ? routeId.slice(dot + 1) : routeId;
  return key in ROUTE_BUDGETS_KB ? (ROUTE_BUDGETS_KB[key] ?? null) : SHELL_BUDGET_KB;
}

/** The design system may add 40 kB to a route with the date picker and 20 kB to any other (issue 4). */
export function designSystemBudgetFor(routeId: string, datePicker: boolean): number | null {
  if (budgetFor(routeId) === null) return null;
  return datePicker ? 40 : 20;
}

const UI_LIBRARIES =
  /\/node_modules\/(react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized|embla-carousel[\w-]*|@swc\/helpers|clsx)\//;

export function isDesignSystemModule(id: string): boolean {
  return (/\/app\/ui\//.test(id) && !/\/app\/ui\/layout\//.test(id)) || UI_LIBRARIES.test(id);
}

export function usesDatePicker(id: string): boolean {
  return /\/app\/ui\/date-picker\//.test(id);
}
