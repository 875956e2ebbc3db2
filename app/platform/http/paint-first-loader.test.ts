import { describe, expect, it } from "vitest";
import { DEFERRED_MODULES_ID, PAINT_FIRST_LOADER, PRELOAD_SLICE_MS } from "./paint-first-loader";

interface FakeElement {
  tag: string;
  rel?: string;
  as?: string;
  crossOrigin?: string;
  href?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
}

const CATALOGUE = "/i18n/de.termination.abc.json";

const MODULE_SOURCE = 'import "/assets/root.js";\nimport("/assets/entry.js");';

/**
 * Runs the loader as it is sent, against a fake document, a task queue for setTimeout, a frame callback the test
 * fires and a clock (`performance.now()`) that moves `msPerElement` with each element added to <head>; `import()` is
 * the one token swapped, for a function that records the module it was asked for and settles when the test says
 * (at once, unless `settle` is "by hand").
 */
function load(
  options: {
    visible?: boolean;
    entry?: string | null;
    preload?: string[];
    failing?: string[];
    catalogue?: string | null;
    msPerElement?: number;
    clock?: boolean;
    settle?: "at once" | "by hand";
  } = {},
) {
  const {
    visible = true,
    entry = "/assets/entry.js",
    failing = [],
    catalogue = CATALOGUE,
    msPerElement = 0,
    clock = true,
    settle = "at once",
  } = options;
  const preload = options.preload ?? ["/assets/entry.js", "/assets/framework.js", "/assets/root.js"];
  const head: FakeElement[] = [];
  const imported: string[] = [];
  const tasks: Array<{ at: number; run: () => void }> = [];
  const frames: Array<() => void> = [];
  const unsettled: Array<() => void> = [];
  let now = 0;
  let clockMs = 0;
  const attributes: Record<string, string | null> = {
    "data-preload": JSON.stringify(preload),
    "data-entry": entry,
  };
  const inert = { textContent: MODULE_SOURCE, getAttribute: (name: string) => attributes[name] ?? null };
  const document = {
    visibilityState: visible ? "visible" : "hidden",
    currentScript: { nonce: "n0nce" },
    getElementById: (id: string) => (id === DEFERRED_MODULES_ID ? inert : null),
    querySelector: (selector: string) =>
      selector === 'meta[name="page-messages"]' && catalogue !== null ? { content: catalogue } : null,
    createElement: (tag: string): FakeElement => ({ tag }),
    head: {
      appendChild: (element: FakeElement) => {
        clockMs += msPerElement;
        head.push(element);
      },
    },
  };
  const window = clock ? { performance: { now: () => clockMs } } : {};
  const setTimeout = (run: () => void, delay: number) => tasks.push({ at: now + delay, run });
  const requestAnimationFrame = (run: () => void) => frames.push(run);
  const importModule = (href: string) => {
    imported.push(href);
    const outcome = () => (failing.includes(href) ? Promise.reject(new Error("load failed")) : Promise.resolve({}));
    if (settle === "at once") return outcome();
    return new Promise((resolve) => unsettled.push(() => resolve(outcome())));
  };
  const source = PAINT_FIRST_LOADER.replace(/\bimport\(/g, "importModule(");
  new Function("window", "document", "setTimeout", "requestAnimationFrame", "importModule", source)(
    window,
    document,
    setTimeout,
    requestAnimationFrame,
    importModule,
  );
  /** Settles the oldest pending `import()` (its module "evaluated"), then lets promise callbacks run. */
  async function evaluated() {
    unsettled.shift()?.();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  }
  /** Runs the next due task (a macrotask), then lets promise callbacks settle. */
  async function task() {
    tasks.sort((a, b) => a.at - b.at);
    const next = tasks.shift();
    if (!next) return false;
    now = Math.max(now, next.at);
    next.run();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    return true;
  }
  async function runAll() {
    while (await task()) {}
  }
  return { head, imported, frames, task, runAll, evaluated, pendingTasks: () => tasks.length };
}

const links = (head: FakeElement[]) =>
  head.filter((element) => element.rel === "modulepreload").map((link) => link.href);
const catalogueLinks = (head: FakeElement[]) => head.filter((element) => element.rel === "preload");

describe("paint-first loader", () => {
  it("starts nothing before the first frame, then preloads the catalogue and the modules in the task after it", async () => {
    const page = load();
    expect(page.head).toEqual([]);
    page.frames.shift()?.();
    expect(page.head).toEqual([]);
    await page.task();
    expect(page.head[0]).toEqual({
      tag: "link",
      rel: "preload",
      as: "fetch",
      crossOrigin: "anonymous",
      href: CATALOGUE,
      nonce: "n0nce",
    });
    expect(links(page.head)).toEqual(["/assets/entry.js", "/assets/framework.js", "/assets/root.js"]);
    expect(page.head.every((element) => element.tag === "link" && element.nonce === "n0nce")).toBe(true);
    expect(page.imported).toEqual([]);
  });

  it("yields once a task has spent its slice on preloads, and goes on in the next task", async () => {
    // The catalogue's preload and each module preload take 3 ms: the first task gets the catalogue and two modules.
    const page = load({
      msPerElement: 3,
      preload: ["/assets/entry.js", "/assets/a.js", "/assets/b.js", "/assets/c.js"],
    });
    expect(PRELOAD_SLICE_MS).toBeGreaterThan(3);
    expect(PRELOAD_SLICE_MS).toBeLessThanOrEqual(6);
    page.frames.shift()?.();
    await page.task();
    expect(links(page.head)).toEqual(["/assets/entry.js", "/assets/a.js"]);
    await page.task();
    expect(links(page.head)).toEqual(["/assets/entry.js", "/assets/a.js", "/assets/b.js", "/assets/c.js"]);
    expect(page.imported).toEqual([]);
  });

  it("puts every preload into the first task where there is no clock", async () => {
    const page = load({ clock: false, msPerElement: 50 });
    page.frames.shift()?.();
    await page.task();
    expect(links(page.head)).toHaveLength(3);
  });

  it("goes on with the modules when the document names no catalogue", async () => {
    const page = load({ catalogue: null });
    page.frames.shift()?.();
    await page.runAll();
    expect(catalogueLinks(page.head)).toEqual([]);
    expect(links(page.head)).toHaveLength(3);
    expect(page.head.at(-1)?.type).toBe("module");
  });

  it("evaluates each module but the entry on its own, then adds React Router's module script with the nonce", async () => {
    const page = load();
    page.frames.shift()?.();
    await page.runAll();
    expect(page.imported).toEqual(["/assets/framework.js", "/assets/root.js"]);
    const script = page.head.at(-1);
    expect(script).toEqual({ tag: "script", type: "module", textContent: MODULE_SOURCE, nonce: "n0nce" });
    expect(links(page.head)).toHaveLength(3);
  });

  it("asks for each module only once the one before has been evaluated, never for all at once", async () => {
    const page = load({
      settle: "by hand",
      preload: ["/assets/entry.js", "/assets/framework.js", "/assets/shell.js", "/assets/root.js"],
    });
    page.frames.shift()?.();
    // Task 1: the catalogue and the preloads; task 2: the first evaluation (the entry is skipped).
    await page.task();
    await page.task();
    expect(page.imported).toEqual(["/assets/framework.js"]);
    await page.runAll();
    expect(page.imported).toEqual(["/assets/framework.js"]);
    await page.evaluated();
    expect(page.imported).toEqual(["/assets/framework.js", "/assets/shell.js"]);
    await page.evaluated();
    expect(page.imported).toEqual(["/assets/framework.js", "/assets/shell.js", "/assets/root.js"]);
    expect(page.head.filter((element) => element.tag === "script")).toEqual([]);
    await page.evaluated();
    expect(page.head.filter((element) => element.tag === "script")).toHaveLength(1);
  });

  it("starts at once on a hidden page, which paints no frame", async () => {
    const page = load({ visible: false });
    expect(catalogueLinks(page.head).map((link) => link.href)).toEqual([CATALOGUE]);
    expect(links(page.head)).toEqual(["/assets/entry.js", "/assets/framework.js", "/assets/root.js"]);
    expect(page.frames).toEqual([]);
  });

  it("starts after 3 s when no frame comes, and only once when the frame comes after all", async () => {
    const page = load();
    await page.runAll();
    expect(page.head.filter((element) => element.tag === "script")).toHaveLength(1);
    page.frames.shift()?.();
    await page.runAll();
    expect(page.head.filter((element) => element.tag === "script")).toHaveLength(1);
    expect(links(page.head)).toHaveLength(3);
    expect(catalogueLinks(page.head)).toHaveLength(1);
  });

  it("goes on past a module that fails to load: React Router's script then reports it as it would have", async () => {
    const page = load({ failing: ["/assets/framework.js"] });
    page.frames.shift()?.();
    await page.runAll();
    expect(page.imported).toEqual(["/assets/framework.js", "/assets/root.js"]);
    expect(page.head.at(-1)?.type).toBe("module");
  });

  it("leaves out the evaluation step without a known entry", async () => {
    const page = load({ entry: null });
    page.frames.shift()?.();
    await page.runAll();
    expect(page.imported).toEqual([]);
    expect(page.head.at(-1)?.type).toBe("module");
  });
});
