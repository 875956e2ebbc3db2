import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { clearFaults, startDemoUnderTest } from "./demo.test-support.ts";

type RunningDemoUnderTest = Awaited<ReturnType<typeof startDemoUnderTest>>;

/**
 * One demo backend on a real port for a test file: started before the file's tests, its injected faults cleared
 * after each test (once no answer broke the contract, with `expectNoViolations`), closed after all. Returns the
 * running demo's accessor, for use inside tests.
 */
export function demoForFile(options: { expectNoViolations?: boolean } = {}): () => RunningDemoUnderTest {
  let running: RunningDemoUnderTest | undefined;
  beforeAll(async () => {
    running = await startDemoUnderTest();
  });
  afterEach(async () => {
    if (!running) return;
    if (options.expectNoViolations) expect(running.violations).toEqual([]);
    await clearFaults(running.url);
  });
  afterAll(() => running?.cleanup());
  return () => {
    if (!running) throw new Error("The demo backend starts before the file's tests: use it inside a test.");
    return running;
  };
}
