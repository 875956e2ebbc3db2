import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BrandSlug } from "~/platform/api/types";
import { appConfigContext } from "~/platform/config/context";
import { DEMO_TEST_CONFIG, demoRequestContext } from "~/platform/config/demo-context.test-support";
import { demoUnderTest } from "../../../demo-api/demo.test-support.ts";
import { loadTerminationPage } from "./termination.server";

// The form's loader against the demo backend in memory: how often it asks for the brand's configuration.
let demo: ReturnType<typeof demoUnderTest> | undefined;
beforeEach(() => {
  demo = demoUnderTest(() => new Date());
});
afterEach(() => demo?.cleanup());

function loader(brand: BrandSlug, cacheSeconds: number, calls: string[]) {
  const context = demoRequestContext(
    () => {
      if (!demo) throw new Error("no demo backend");
      return demo;
    },
    {
      brand,
      traceId: "00000000-0000-4000-8000-000000000002",
      onRequest: (request) => calls.push(new URL(request.url).pathname),
    },
  );
  context.set(appConfigContext, { ...DEMO_TEST_CONFIG, terminationConfigCacheSeconds: cacheSeconds });
  return () => loadTerminationPage(context);
}

describe("the termination form's configuration", () => {
  it("is asked for once per brand while it is kept, and every page gets it", async () => {
    const calls: string[] = [];
    const first = await loader("blau", 60, calls)();
    const second = await loader("blau", 60, calls)();
    await loader("aldi", 60, calls)();
    expect(second.config).toEqual(first.config);
    expect(first.config?.serviceTypes.length).toBeGreaterThan(0);
    expect(second.submissionId).not.toBe(first.submissionId);
    expect(calls).toEqual(["/api/blau/contracttermination/config", "/api/aldi/contracttermination/config"]);
  });

  it("is asked for on every page when it is not kept", async () => {
    const calls: string[] = [];
    await loader("ortel", 0, calls)();
    await loader("ortel", 0, calls)();
    expect(calls).toHaveLength(2);
  });
});
