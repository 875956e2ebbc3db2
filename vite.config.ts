import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { moduleStats } from "./bench/module-stats-plugin.ts";

export default defineConfig({
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
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page needs React and the router: one request instead of seven on a slow line.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie-es|@remix-run|@lingui|set-cookie-parser)[\\/]/,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
    },
  },
});
