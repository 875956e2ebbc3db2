import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  // The server build starts from our Express app so it shares context objects with the routes.
  environments: { ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } } },
});
