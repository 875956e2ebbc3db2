/**
 * Preloaded into a server process (`node --import`): on exit, prints which of React's builds ran.
 * React's entry files require `cjs/*.production.js` or `cjs/*.development.js` by NODE_ENV when they first
 * load. Node also resolves (but never runs) the other branch to find the named exports, so only modules
 * whose code ran (`loaded`) count; no page output shows the build reliably.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

process.on("exit", () => {
  for (const [file, module] of Object.entries(require.cache)) {
    const build = /\/node_modules\/(react(?:-dom)?\/cjs\/[\w.-]+\.js)$/.exec(file)?.[1];
    if (build && module?.loaded) process.stderr.write(`react-build-probe: ${build}\n`);
  }
});
