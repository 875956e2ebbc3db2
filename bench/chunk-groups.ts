/**
 * The client build's chunk groups (vite.config.ts, decision 0006), as lists of what each names, so that a test can
 * check every name against the files and packages that exist (bench/chunk-groups.test.ts): a group whose file was
 * renamed, or whose library moved its files, would otherwise stop matching without a word, and the pages would
 * quietly go back to many small requests (and over their size budgets).
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
    "error-screens",
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

/** What every form page loads: the fields, drafts and form values, as paths under app/ without their extension. */
export const FORMS_FILES = [
  "platform/forms/draft-storage",
  "platform/forms/form-values",
  ...[
    "error-summary",
    "fields",
    "field-parts",
    "choice",
    "native-choice-parts",
    "native-select-field",
    "text-field",
    "radio-group-field",
  ].map((f) => `ui/fields/${f}`),
];

/** Library files the forms pull in, named by their path inside node_modules (react-aria-components' own layout). */
export const FORMS_LIBRARY_FILES = [
  "react-aria-components/dist/private/FieldError.mjs",
  "react-aria-components/dist/private/Label.mjs",
];

const SEP = "[\\\\/]";
const pattern = (text: string) => text.replaceAll(".", "\\.").replaceAll("/", SEP);
const appFiles = (stems: readonly string[]) =>
  `${SEP}app${SEP}(${stems.map(pattern).join("|")})(\\.module\\.css)?(\\.tsx?)?$`;

export const FRAMEWORK_TEST = new RegExp(`node_modules${SEP}(${FRAMEWORK_PACKAGES.map(pattern).join("|")})${SEP}`);
export const SHELL_TEST = new RegExp(appFiles(SHELL_FILES));
/** The design system's price display and format: a folder, so a file added there joins the chunk. */
export const PRICE_FOLDER = "ui/price";
export const PRICE_TEST = new RegExp(`${SEP}app${SEP}${pattern(PRICE_FOLDER)}${SEP}[^\\/]+\\.(tsx?|module\\.css)$`);
export const FORMS_TEST = new RegExp(
  `(${appFiles(FORMS_FILES)})|node_modules${SEP}(${FORMS_LIBRARY_FILES.map(pattern).join("|")})$`,
);
