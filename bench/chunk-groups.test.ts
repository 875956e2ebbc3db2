import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  FORMS_FILES,
  FORMS_LIBRARY_FILES,
  FORMS_TEST,
  FRAMEWORK_PACKAGES,
  FRAMEWORK_TEST,
  PRICE_FOLDER,
  PRICE_TEST,
  SHELL_FILES,
  SHELL_TEST,
} from "./chunk-groups";

const ROOT = resolve(import.meta.dirname, "..");
const sourceOf = (stem: string) =>
  [".tsx", ".ts", ".module.css"].map((ext) => resolve(ROOT, "app", `${stem}${ext}`)).find((file) => existsSync(file));

describe("the chunk groups name files and packages that exist", () => {
  it.each(SHELL_FILES.map((stem) => [stem]))("shell: app/%s", (stem) => {
    const file = sourceOf(stem);
    expect(file, `app/${stem} (.ts, .tsx or .module.css) is gone: update bench/chunk-groups.ts`).toBeDefined();
    expect(SHELL_TEST.test(file ?? "")).toBe(true);
  });

  it.each(FORMS_FILES.map((stem) => [stem]))("forms: app/%s", (stem) => {
    const file = sourceOf(stem);
    expect(file, `app/${stem} (.ts, .tsx or .module.css) is gone: update bench/chunk-groups.ts`).toBeDefined();
    expect(FORMS_TEST.test(file ?? "")).toBe(true);
  });

  it.each(FORMS_LIBRARY_FILES.map((path) => [path]))("forms: node_modules/%s", (path) => {
    const file = resolve(ROOT, "node_modules", path);
    expect(existsSync(file), `${path} is gone (a library upgrade?): update bench/chunk-groups.ts`).toBe(true);
    expect(FORMS_TEST.test(file)).toBe(true);
  });

  it("price: app/ui/price/, the display and its format", () => {
    for (const stem of ["price", "format-price"]) {
      const file = sourceOf(`${PRICE_FOLDER}/${stem}`);
      expect(file, `app/${PRICE_FOLDER}/${stem} is gone: update bench/chunk-groups.ts`).toBeDefined();
      expect(PRICE_TEST.test(file ?? "")).toBe(true);
    }
    expect(PRICE_TEST.test(resolve(ROOT, "app/ui/price/price.test.tsx"))).toBe(true);
    expect(PRICE_TEST.test(resolve(ROOT, "app/ui/pricelist.tsx"))).toBe(false);
  });

  it.each(FRAMEWORK_PACKAGES.map((name) => [name]))("framework: %s", (name) => {
    expect(existsSync(resolve(ROOT, "node_modules", name)), `${name} is not installed`).toBe(true);
    expect(FRAMEWORK_TEST.test(resolve(ROOT, "node_modules", name, "index.js"))).toBe(true);
  });

  it("matches no neighbour by a shared prefix", () => {
    expect(SHELL_TEST.test("/x/app/ui/layout/page-frame-extra.tsx")).toBe(false);
    expect(FRAMEWORK_TEST.test("/x/node_modules/react-aria/index.js")).toBe(false);
    expect(FORMS_TEST.test("/x/app/ui/fields/text-field.module.css")).toBe(true);
  });
});
