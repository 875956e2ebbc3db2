/**
 * A smaller stand-in for Vite's preload helper, the code every `import()` of the browser build goes through.
 *
 * What Vite's helper does: before a lazily loaded chunk is imported, it adds a `<link rel="modulepreload">` (with
 * the CSP nonce of `<meta property="csp-nonce">`) for each chunk that chunk imports, so that they download side by
 * side instead of one after the other; for a chunk with CSS it adds the stylesheets and waits for them; and when a
 * preload fails it fires a `vite:preloadError` event before it rejects. Its 3.2 kB (1.9 kB minified, about 600 bytes
 * gzip) sit in the shell chunk, in every page's first load, because the page frame imports lazily too.
 *
 * What this app needs of it is the first part only: one stylesheet for all pages (`build.cssCodeSplit: false`), so
 * no chunk has CSS of its own, and no `vite:preloadError` handler (app/platform/errors/chunk-reload.ts says why).
 * This helper adds the module preloads, with the nonce, for the chunks not already asked for (the paint-first
 * loader's preloads of the first load included), and imports. The plugin refuses to build when a chunk still lists
 * a stylesheet to preload, and when Vite's own helper turns up in the output (a Vite upgrade that bypasses it).
 */
import type { OutputBundle } from "rolldown";
import type { Plugin } from "vite";

/** Vite's module id of the helper (vite/src/node/plugins/importAnalysisBuild.ts, `preloadHelperId`). */
const HELPER_ID = "\0vite/preload-helper.js";
/** A text only Vite's own helper has: its presence in a chunk means this plugin no longer replaces it. */
const VITE_HELPER_MARK = "vite:preloadError";

/**
 * The browser half, for the base `base`: `__vitePreload(load, deps)` as Vite's import analysis calls it, `deps`
 * being paths relative to the base. Written as a function so that it can be tested; the plugin sends its text.
 */
export function preloadHelper(base: string) {
  return (load: () => Promise<unknown>, deps?: readonly string[]): Promise<unknown> => {
    if (deps && deps.length > 0) {
      const nonce = document.querySelector<HTMLMetaElement>("meta[property=csp-nonce]")?.nonce;
      for (const dep of deps) {
        const href = base + dep;
        if (document.querySelector(`link[href="${href}"]`)) continue;
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        if (nonce) link.nonce = nonce;
        document.head.appendChild(link);
      }
    }
    return load();
  };
}

/** The chunks every page has loaded before any of its code runs: the entry and what it imports, all the way down. */
function firstLoadOfEntry(bundle: OutputBundle): Set<string> {
  const chunks = new Map(
    Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [[output.fileName, output] as const] : [])),
  );
  const entry = [...chunks.values()].find(
    (chunk) => chunk.isEntry && /entry\.client\.[jt]sx?$/.test(chunk.facadeModuleId ?? ""),
  );
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  if (entry) visit(entry.fileName);
  return loaded;
}

export function preloadHelperPlugin(): Plugin {
  let base = "/";
  let alwaysLoaded = new Set<string>();
  return {
    name: "small-preload-helper",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    config: () => ({
      build: {
        modulePreload: {
          // A lazy chunk's list of imports to preload leaves out the chunk itself (the import asks for it) and what
          // every page has loaded before its code runs (entry, runtime, framework, shell). The chunks every page
          // loads keep no lists at all: theirs would be in every first load, for their lazy imports (the error
          // modals, what starts after hydration), which then fetch their own imports after them.
          resolveDependencies: (fileName, deps, { hostId }) =>
            alwaysLoaded.has(hostId) ? [] : deps.filter((dep) => dep !== fileName && !alwaysLoaded.has(dep)),
        },
      },
    }),
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === HELPER_ID ? id : undefined;
    },
    load(id) {
      if (id !== HELPER_ID) return undefined;
      return `export const __vitePreload = (${preloadHelper.toString()})(${JSON.stringify(base)});`;
    },
    // Before Vite's import analysis writes the lists of imports to preload (this plugin runs first).
    generateBundle(_options, bundle) {
      alwaysLoaded = firstLoadOfEntry(bundle);
    },
    writeBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        if (output.code.includes(VITE_HELPER_MARK))
          this.error(
            `${output.fileName} has Vite's own preload helper: scripts/vite-preload-helper.ts no longer replaces it`,
          );
        if (/__vite__mapDeps=[^;]*\.css["'`]/.test(output.code))
          this.error(`${output.fileName} preloads a stylesheet, which the small preload helper does not wait for`);
      }
    },
  };
}
