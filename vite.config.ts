import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { moduleStats } from "./bench/module-stats-plugin";

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
  // The server build starts from our Express app so it shares context objects with the routes.
  environments: { ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } } },
});
