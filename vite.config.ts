import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { moduleStats } from "./bench/module-stats-plugin.ts";

const SHELL_MODULES = new RegExp(
  `[\\\\/]app[\\\\/](${[
    "root.tsx",
    "platform/routing/route-table",
    "message-areas.ts",
    "ui/layout/(page-frame|page|page-error-boundary|language-switcher|unexpected-error-host|brand-logo|error-screens|navigation-focus)",
    "ui/(button/button|spinner/spinner|icon/icon|page-transition/page-transition|hooks/use-delayed-flag|hooks/use-hydrated|constants)",
    "platform/analytics/(events|data-layer|labels|page-view|error-page|scripts|consent|consent-store)",
    "platform/errors/(chunk-reload|page-key|messages|unexpected-error)",
    "platform/i18n/(i18n|languages)",
    "platform/brand/(registry|brand-context)",
    "platform/http/nonce",
  ]
    .join("|")
    .replaceAll("/", "[\\\\/]")
    .replaceAll(".", "\\.")})(\\.module\\.css)?(\\.tsx?)?$`,
);

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), moduleStats("build/stats/client-modules.json")],
  resolve: {
    tsconfigPaths: true,
    // @lingui/react and react-aria import the pre-React-18 shim; React 19 ships the hook itself.
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: "/app/platform/react/use-sync-external-store-shim.ts",
      },
    ],
  },
  // One stylesheet for the whole app (~12 kB gzip): every page then waits for one CSS request instead of
  // up to a dozen render-blocking ones, which is what first paint on a slow mobile line is made of.
  build: { cssCodeSplit: false },
  // The server build starts from our Express app so it shares context objects with the routes.
  environments: {
    ssr: {
      build: { rolldownOptions: { input: "./server/app.ts" } },
      // `npm run dev` loads server/app.ts through Vite, which resolves react-router with the "development"
      // condition; an externalised @react-router/express would import it through Node (production build), and
      // the handler would then reject the app's RouterContextProvider as another copy's (500 on every page).
      // Bundled by Vite in dev, the adapter shares the app's copy. The production build is left as it was.
      ...(command === "serve" ? { resolve: { noExternal: ["@react-router/express", "@react-router/node"] } } : {}),
    },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page needs React and the router: one request instead of seven on a slow line. Libraries only some
            // pages use (cookie-es, for the browser API client) stay out: this chunk is part of every first load.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@remix-run|@lingui|set-cookie-parser)[\\/]/,
                  priority: 10,
                },
                {
                  // What every form page loads (the termination forms and the checkout steps): the fields, drafts and
                  // the helpers they share, as one request instead of six.
                  name: "forms",
                  test: /([\\/]app[\\/](platform[\\/]forms[\\/](draft-storage|form-values)|ui[\\/]fields[\\/](error-summary|fields|field-parts|choice|native-choice-parts|native-select-field|text-field|radio-group-field)(\.module\.css)?)(\.tsx?)?$)|node_modules[\\/]react-aria-components[\\/]dist[\\/]private[\\/](FieldError|Label)\.mjs$/,
                  priority: 4,
                },
                {
                  // The page frame every route renders (root, layout, analytics core, button, i18n, brand): one
                  // chunk instead of a dozen small ones, which compress worse apart. Only modules every page loads
                  // statically; lazily loaded parts (error modal, icon sets) stay in their own chunks.
                  name: "shell",
                  test: SHELL_MODULES,
                  priority: 5,
                },
              ],
            },
          },
        },
      },
    },
  },
}));
