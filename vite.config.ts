import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { chunkGroups } from "./bench/chunk-groups.ts";
import { moduleStats } from "./bench/module-stats-plugin.ts";
import { preloadHelperPlugin } from "./scripts/vite-preload-helper.ts";

/**
 * `CHUNK_GROUPS=framework npm run build` keeps only the framework group (by package), leaving the page frame and the
 * form modules to Rolldown's own splitting: the comparison behind decision 0006's figures (`npm run bench:size`).
 */
const FRAMEWORK_ONLY = process.env.CHUNK_GROUPS === "framework";

export default defineConfig(({ command }) => ({
  // Vite's preload helper is in every first load; the app needs a small part of it (scripts/vite-preload-helper.ts).
  plugins: [preloadHelperPlugin(), reactRouter(), moduleStats("build/stats/client-modules.json")],
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
            // Few files per first load: every page needs React and the router, the page frame, and what its area's
            // pages share (bench/chunk-groups.ts says which group takes what, and why).
            codeSplitting: { groups: chunkGroups(FRAMEWORK_ONLY) },
          },
        },
      },
    },
  },
}));
