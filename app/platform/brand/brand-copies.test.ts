/**
 * The registry is the one source of the brand list. Where a copy cannot import it (CSS, the contract, the
 * demo backend, the asset folders), these tests hold the copy to it: a ninth brand is one registry entry
 * plus its tokens and assets, and a brand removed from the registry leaves nothing behind.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { DEMO_BRANDS } from "../../../demo-api/seed/brands";
import { BRAND_DEFINITIONS, BRAND_SLUGS } from "./registry";

const ROOT = join(import.meta.dirname, "../../..");
const SLUGS = [...BRAND_SLUGS].sort();
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

describe("copies of the brand list", () => {
  it("app/styles/brands holds one token file per brand, and no other", () => {
    const files = readdirSync(join(ROOT, "app/styles/brands")).map((file) => file.replace(/\.css$/, ""));
    expect(files.sort()).toEqual(SLUGS);
  });

  it("each brand's token file styles html.<slug>", () => {
    for (const slug of SLUGS)
      expect(read(`app/styles/brands/${slug}.css`)).toMatch(new RegExp(`^html\\.${slug} \\{`, "m"));
  });

  it("app.css imports every brand's token file, and no other", () => {
    const imports = [...read("app/styles/app.css").matchAll(/@import\s+"\.\/brands\/([^"]+)\.css"/g)].map((m) => m[1]);
    expect(imports.sort()).toEqual(SLUGS);
  });

  it("public/brands holds one asset folder per brand, and no other", () => {
    expect(readdirSync(join(ROOT, "public/brands")).sort()).toEqual(SLUGS);
  });

  it("the contract's BrandSlug enum lists exactly the registry's brands", () => {
    const contract = parse(read("api/openapi.yaml"), { maxAliasCount: -1 });
    expect([...contract.components.schemas.BrandSlug.enum].sort()).toEqual(SLUGS);
  });

  it("the demo backend's brands agree with the registry on slug, name and billing type", () => {
    const demo = Object.values(DEMO_BRANDS).map((b) => [b.slug, b.displayName, b.billingType]);
    const registry = BRAND_SLUGS.map((slug) => {
      const b = BRAND_DEFINITIONS[slug];
      return [b.slug, b.defaultDisplayName, b.billingType];
    });
    expect(demo.sort()).toEqual(registry.sort());
  });
});
