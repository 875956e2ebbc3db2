import { BRAND_SLUGS, type BrandSlug } from "../app/platform/brand/registry";

/**
 * `npm test` runs the costly sweeps (axe over the whole gallery, every state at 320 px) on a sample of brands
 * chosen so that every brand and language still appears somewhere in the suite; `npm run test:e2e:full`
 * (E2E_FULL=1) runs them for every brand.
 */
export const FULL_SWEEP = process.env.E2E_FULL === "1";

export function brandSample(sample: readonly BrandSlug[]): readonly BrandSlug[] {
  return FULL_SWEEP ? BRAND_SLUGS : sample;
}

/** The scenarios a browser opens: every one under `npm run test:e2e:full`, else those `pick` chooses. */
export function scenarioSample<T>(all: readonly T[], pick: (scenario: T) => boolean): readonly T[] {
  return FULL_SWEEP ? all : all.filter(pick);
}
