import { existsSync, readdirSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  API_FILES,
  API_PACKAGES,
  API_TEST,
  AREA_EXCLUDED,
  AREA_FILES,
  AREA_FOLDERS,
  areaTest,
  chunkGroups,
  FORMS_FILES,
  FORMS_FOLDERS,
  FORMS_LIBRARY_FILES,
  FORMS_TEST,
  FRAMEWORK_PACKAGES,
  FRAMEWORK_TEST,
  PARTS_FILES,
  PARTS_TEST,
  SHARED_FILES,
  SHARED_TEST,
  SHELL_FILES,
  SHELL_TEST,
} from "./chunk-groups";

const ROOT = resolve(import.meta.dirname, "..");
/** The source of a stem under app/: the stem itself (a named stylesheet) or with .tsx, .ts or .module.css. */
const sourceOf = (stem: string) =>
  ["", ".tsx", ".ts", ".module.css"]
    .map((ext) => resolve(ROOT, "app", `${stem}${ext}`))
    .find((file) => existsSync(file) && statSync(file).isFile());
const isFolder = (folder: string) => existsSync(resolve(ROOT, "app", folder));

const APP_LISTS: [string, readonly string[], (id: string) => boolean][] = [
  ["shell", SHELL_FILES, (id) => SHELL_TEST.test(id)],
  ["parts", PARTS_FILES, (id) => PARTS_TEST.test(id)],
  ["shared", SHARED_FILES, (id) => SHARED_TEST.test(id)],
  ["api", API_FILES, (id) => API_TEST.test(id)],
  ["forms", FORMS_FILES, (id) => FORMS_TEST.test(id)],
  ...Object.entries(AREA_FILES).map(([area, files]): [string, readonly string[], (id: string) => boolean] => [
    area,
    files,
    areaTest(area),
  ]),
];

describe("the chunk groups name files and packages that exist", () => {
  it.each(APP_LISTS.flatMap(([group, stems, test]) => stems.map((stem) => [group, stem, test] as const)))(
    "%s: app/%s",
    (_group, stem, test) => {
      const file = sourceOf(stem);
      expect(file, `app/${stem} (.ts, .tsx or .module.css) is gone: update bench/chunk-groups.ts`).toBeDefined();
      expect(test(file ?? "")).toBe(true);
    },
  );

  it.each([
    ...Object.entries(AREA_FOLDERS).flatMap(([area, folders]) => folders.map((folder) => [area, folder] as const)),
    ...FORMS_FOLDERS.map((folder) => ["forms", folder] as const),
  ])("%s: the folder app/%s", (_group, folder) => {
    expect(isFolder(folder), `app/${folder} is gone: update bench/chunk-groups.ts`).toBe(true);
    expect(readdirSync(resolve(ROOT, "app", folder)).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(AREA_EXCLUDED).flatMap(([area, stems]) => stems.map((stem) => [area, stem] as const)))(
    "%s leaves out app/%s",
    (area, stem) => {
      const file = sourceOf(stem);
      expect(file, `app/${stem} is gone: update bench/chunk-groups.ts`).toBeDefined();
      expect(areaTest(area)(file ?? "")).toBe(false);
    },
  );

  it.each(FORMS_LIBRARY_FILES.map((path) => [path]))("forms: node_modules/%s", (path) => {
    const file = resolve(ROOT, "node_modules", path);
    expect(existsSync(file), `${path} is gone (a library upgrade?): update bench/chunk-groups.ts`).toBe(true);
    expect(FORMS_TEST.test(file)).toBe(true);
  });

  it.each([
    ...FRAMEWORK_PACKAGES.map((name) => ["framework", name, FRAMEWORK_TEST] as const),
    ...API_PACKAGES.map((name) => ["api", name, API_TEST] as const),
  ])("%s: %s", (_group, name, test) => {
    expect(existsSync(resolve(ROOT, "node_modules", name)), `${name} is not installed`).toBe(true);
    expect(test.test(resolve(ROOT, "node_modules", name, "index.js"))).toBe(true);
  });

  it("matches no neighbour by a shared prefix", () => {
    expect(SHELL_TEST.test("/x/app/ui/layout/page-frame-extra.tsx")).toBe(false);
    expect(FRAMEWORK_TEST.test("/x/node_modules/react-aria/index.js")).toBe(false);
    expect(FORMS_TEST.test("/x/app/ui/fields/text-field.module.css")).toBe(true);
    expect(areaTest("offer")("/x/app/features/offer/shopping/x.ts")).toBe(false);
    expect(areaTest("offer")("/x/app/features/offer/shop/offer-card.tsx")).toBe(true);
    expect(areaTest("termination")("/x/app/features/termination/confirmation-screen.module.css")).toBe(false);
  });

  it("puts the groups every page loads first, and the forms before the areas that use them", () => {
    const order = chunkGroups().map((group) => group.name);
    expect(order.slice(0, 2)).toEqual(["framework", "shell"]);
    const priority = Object.fromEntries(chunkGroups().map((group) => [group.name, group.priority]));
    for (const area of Object.keys(AREA_FOLDERS)) expect(priority.forms).toBeGreaterThan(priority[area] ?? 0);
    expect(chunkGroups(true).map((group) => group.name)).toEqual(["framework"]);
  });
});
