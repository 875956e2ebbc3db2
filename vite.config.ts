import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  // The server build starts from our Express app so it shares context objects with the routes.
  build: isSsrBuild ? { rolldownOptions: { input: "./server/app.ts" } } : {},
}));
