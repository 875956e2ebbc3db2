/**
 * The client build's chunk groups (vite.config.ts, decision 0006), as lists of what each names, so that a test can
 * check every name against the files and packages that exist (bench/chunk-groups.test.ts): a group whose file was
 * renamed, or whose library moved its files, would otherwise stop matching without a word, and the pages would
 * quietly go back to many small requests (and over their size budgets).
 *
 * Why groups: the paint-first loader starts each module of a first load in tasks of its own, and a slow line pays
 * per request, so a page loads at most ten files (`npm run bench:size` fails above). Rolldown's own splitting makes
 * one chunk per set of pages that share modules: up to 24 files on a form page. The groups put together what pages
 * share, in priority order (a module belongs to the first group that takes it; a group also takes the modules its
 * own import, unless a group before it names them, which is why the shared ones are named):
 * - `framework` and `shell`: what every page loads;
 * - `parts` and `shared`: small modules that pages of several areas use, too small for a request of their own.
 *   `parts` is what the identification pages use of them, apart, because those pages have no room for the rest;
 * - `api`: the browser's API client, which no first load has (the calls a page makes load on demand);
 * - one group per area for the modules two or more of its pages load: `offer` (the offer card and prices), `cart`
 *   (the cart and the offer's tracking), `termination` (the two forms' shared code) and `idv`;
 * - `forms`: the fields, drafts and form rules, with the checkout steps' frame: what the form pages share.
 * What one page alone loads stays in that page's own chunk; a group takes only modules of a first load
 * (`tags: ["$initial"]`), so that a lazily loaded part (a modal, the inline discount notice) stays apart.
 */

/** Every page needs React and the router: one request instead of seven on a slow line. */
export const FRAMEWORK_PACKAGES = ["react", "react-dom", "scheduler", "react-router", "@remix-run", "@lingui"];

/** The page frame every route renders, as paths under app/ without their extension (.ts, .tsx, .module.css). */
export const SHELL_FILES = [
  "root",
  "platform/routing/route-table",
  "message-areas",
  ...[
    "page-frame",
    "page",
    "page-error-boundary",
    "language-switcher",
    "unexpected-error-host",
    "brand-logo",
    "navigation-focus",
  ].map((f) => `ui/layout/${f}`),
  ...[
    "button/button",
    "spinner/spinner",
    "icon/icon",
    "page-transition/page-transition",
    "hooks/use-delayed-flag",
    "hooks/use-hydrated",
    "constants",
  ].map((f) => `ui/${f}`),
  // The analytics' first-load half: the queue, the root's and the error pages' hooks, the head scripts. The rest
  // (data layer, consent, page views, the personalisation script) loads after hydration (analytics/delivery.ts).
  ...["events", "page-view", "error-page", "scripts"].map((f) => `platform/analytics/${f}`),
  ...["chunk-reload", "page-key", "messages", "unexpected-error"].map((f) => `platform/errors/${f}`),
  "platform/i18n/i18n",
  "platform/i18n/languages",
  "platform/brand/registry",
  "platform/brand/brand-context",
  "platform/http/nonce",
];

/** The small parts the identification pages use too (status, phone link, buttons, the wait for a first intent). */
export const PARTS_FILES = [
  "ui/status-section/status-section",
  "ui/phone-link/phone-link",
  "ui/button-group/button-group",
  "ui/hooks/first-intent",
];

/**
 * Small modules pages of several areas use: opening hours and calendar days (written without `Intl`), public-page
 * meta, browser storage, media queries and the offer's tracking labels.
 */
export const SHARED_FILES = [
  "platform/i18n/opening-hours",
  "platform/i18n/use-opening-hours",
  "platform/i18n/calendar",
  "platform/i18n/use-calendar-date",
  "platform/storage/browser-storage",
  "ui/layout/seo",
  "ui/hooks/use-media-query",
  "platform/analytics/flow-labels",
];

/** The browser's API client and the error catalogue that reads its failures. */
export const API_FILES = [
  ...["api-error", "error-catalogue", "browser", "client", "retry", "trace-id"].map((f) => `platform/api/${f}`),
  "platform/http/cookies",
];
export const API_PACKAGES = ["openapi-fetch", "cookie-es"];

/** The areas' groups: folders under app/, of which a group takes what two or more pages load. */
export const AREA_FOLDERS: Readonly<Record<string, readonly string[]>> = {
  offer: ["features/offer/shop", "ui/price"],
  hotline: [],
  cart: ["features/offer/cart", "features/offer/tracking"],
  termination: ["features/termination"],
  idv: [],
};

/** Modules an area's group takes by name (outside its folders, or not all of a folder). */
export const AREA_FILES: Readonly<Record<string, readonly string[]>> = {
  offer: [],
  // The offer's hotline: the landing page, the error pages and the payment step (when it has no method to offer).
  hotline: ["hotline-link", "offer-hotline"].map((f) => `features/offer/errors/${f}`),
  cart: ["platform/analytics/products"],
  termination: [],
  // What every identification page loads; the method choice and result screens are the six pages' own chunk.
  idv: ["idv-tracking", "idv-help", "idv", "idv-screens"].map((f) => `features/idv/${f}`),
};

/**
 * What an area's group leaves out of its folders: the termination's pages without a form (the confirmations, the
 * self-care error page) share their screens among themselves, and must not load the forms' chunk with them.
 */
export const AREA_EXCLUDED: Readonly<Record<string, readonly string[]>> = {
  termination: ["confirmation-screen", "receipt-link", "selfcare-error-screen"].map((f) => `features/termination/${f}`),
};

/** What every form page loads: the fields, drafts and form rules, as paths under app/ without their extension. */
export const FORMS_FILES = [
  ...["draft-storage", "form-values", "form-draft", "form-kit", "use-form-checks", "changed-since-rendered"].map(
    (f) => `platform/forms/${f}`,
  ),
  "platform/api/contract-rules",
  ...[
    "error-summary",
    "fields",
    "field-parts",
    "choice",
    "native-choice-parts",
    "native-select-field",
    "text-field",
    "radio-group-field",
    "checkbox-field",
    "plain-date-field",
    "file-upload",
    "file-rules",
    "combobox-field",
    "use-enhanced-choice",
  ].map((f) => `ui/fields/${f}`),
  "ui/hooks/use-enhancement-on-intent",
  "ui/date-picker/date-parts",
];

/** The checkout steps' own shared modules (their frame, step list and navigation) go with the fields. */
export const FORMS_FOLDERS = ["features/offer/checkout", "ui/step-indicator"];

/** Library files the forms pull in, named by their path inside node_modules (react-aria-components' own layout). */
export const FORMS_LIBRARY_FILES = [
  "react-aria-components/dist/private/FieldError.mjs",
  "react-aria-components/dist/private/Label.mjs",
  "valibot/dist/index.mjs",
];

const SEP = "[\\\\/]";
const pattern = (text: string) => text.replaceAll(".", "\\.").replaceAll("/", SEP);
const appFiles = (stems: readonly string[]) =>
  `${SEP}app${SEP}(${stems.map(pattern).join("|")})(\\.module\\.css)?(\\.tsx?)?$`;
const appFolders = (folders: readonly string[]) =>
  `${SEP}app${SEP}(${folders.map(pattern).join("|")})${SEP}.+\\.(tsx?|module\\.css)$`;
const packages = (names: readonly string[]) => `node_modules${SEP}(${names.map(pattern).join("|")})${SEP}`;
/** One regular expression of alternatives; an empty list matches nothing. */
const anyOf = (...alternatives: string[]) => new RegExp(alternatives.filter(Boolean).join("|") || "(?!)");

export const FRAMEWORK_TEST = anyOf(packages(FRAMEWORK_PACKAGES));
export const SHELL_TEST = anyOf(appFiles(SHELL_FILES));
export const PARTS_TEST = anyOf(appFiles(PARTS_FILES));
export const SHARED_TEST = anyOf(appFiles(SHARED_FILES));
export const API_TEST = anyOf(appFiles(API_FILES), packages(API_PACKAGES));
export const FORMS_TEST = anyOf(
  appFiles(FORMS_FILES),
  appFolders(FORMS_FOLDERS),
  `node_modules${SEP}(${FORMS_LIBRARY_FILES.map(pattern).join("|")})$`,
);

/** Whether an area's group may take a module (before Rolldown's own conditions: shared, first load). */
export function areaTest(area: string): (id: string) => boolean {
  const folders = AREA_FOLDERS[area] ?? [];
  const taken = anyOf(
    folders.length > 0 ? appFolders(folders) : "",
    (AREA_FILES[area] ?? []).length > 0 ? appFiles(AREA_FILES[area] ?? []) : "",
  );
  const excluded = anyOf((AREA_EXCLUDED[area] ?? []).length > 0 ? appFiles(AREA_EXCLUDED[area] ?? []) : "");
  return (id) => taken.test(id) && !excluded.test(id);
}

/** A Rolldown `codeSplitting` group (node_modules/rolldown: `CodeSplittingGroup`), the part of it used here. */
interface ChunkGroup {
  name: string;
  test: RegExp | ((id: string) => boolean);
  priority: number;
  minShareCount?: number;
  tags?: "$initial"[];
}

/**
 * The groups in priority order. `CHUNK_GROUPS=framework npm run build` keeps only the framework group (by package),
 * leaving everything else to Rolldown's own splitting: the comparison behind decision 0006's figures.
 */
export function chunkGroups(frameworkOnly = false): ChunkGroup[] {
  const shared = { minShareCount: 2, tags: ["$initial" as const] };
  const groups: ChunkGroup[] = [
    { name: "framework", test: FRAMEWORK_TEST, priority: 10 },
    { name: "shell", test: SHELL_TEST, priority: 9 },
    { name: "parts", test: PARTS_TEST, priority: 8 },
    { name: "shared", test: SHARED_TEST, priority: 8 },
    { name: "api", test: API_TEST, priority: 8 },
    { name: "forms", test: FORMS_TEST, priority: 7, ...shared },
    ...Object.keys(AREA_FOLDERS).map((area) => ({ name: area, test: areaTest(area), priority: 6, ...shared })),
  ];
  return frameworkOnly ? groups.filter((group) => group.name === "framework") : groups;
}
