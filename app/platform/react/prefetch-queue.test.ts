import { describe, expect, it } from "vitest";
import { createPrefetchQueue } from "./prefetch-queue";

/** A loader whose chunks settle when the test says so; it records the order they started in. */
function controlledLoader() {
  const started: string[] = [];
  const pending = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  const load = (url: string) =>
    new Promise<void>((resolve, reject) => {
      started.push(url);
      pending.set(url, { resolve, reject });
    });
  const settle = async (url: string, ok = true) => {
    const p = pending.get(url);
    if (!p) throw new Error(`${url} is not loading`);
    pending.delete(url);
    if (ok) p.resolve();
    else p.reject(new Error("network"));
    await flush();
  };
  return { load, started, pending, settle };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const chunks = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `/assets/${prefix}${i}.js`);

describe("prefetch queue", () => {
  it("loads at most four chunks at a time (decision 0008) and starts the next as one settles", async () => {
    const loader = controlledLoader();
    const queue = createPrefetchQueue(loader.load);
    queue.request(chunks("a", 7));
    await flush();
    expect(loader.started).toEqual(chunks("a", 4));
    expect(queue.inFlight).toBe(4);
    expect(queue.waiting).toEqual(chunks("a", 7).slice(4));

    await loader.settle("/assets/a1.js");
    expect(loader.started).toEqual(chunks("a", 5));
    expect(queue.inFlight).toBe(4);

    await loader.settle("/assets/a0.js", false);
    await loader.settle("/assets/a2.js");
    await loader.settle("/assets/a3.js");
    expect(loader.started).toEqual(chunks("a", 7));
    expect(queue.inFlight).toBe(3);
    expect(queue.waiting).toEqual([]);
  });

  it("never holds more than the limit in flight, whatever the order of requests and results", async () => {
    const loader = controlledLoader();
    const queue = createPrefetchQueue(loader.load, 2);
    let most = 0;
    for (let round = 0; round < 6; round++) {
      queue.request(chunks(`r${round}-`, 3));
      await flush();
      most = Math.max(most, loader.pending.size);
      const first = loader.pending.keys().next().value;
      if (first && round % 2 === 0) await loader.settle(first);
    }
    while (loader.pending.size > 0) {
      most = Math.max(most, loader.pending.size);
      await loader.settle(loader.pending.keys().next().value as string);
    }
    expect(most).toBe(2);
    expect(loader.started).toHaveLength(18);
  });

  it("puts the latest intent first: a sweep across links does not leave the last one behind the others", async () => {
    const loader = controlledLoader();
    const queue = createPrefetchQueue(loader.load, 1);
    queue.request(["/assets/a.js", "/assets/a-dep.js"]);
    queue.request(["/assets/b.js", "/assets/b-dep.js"]);
    queue.request(["/assets/c.js", "/assets/a-dep.js"]);
    await flush();
    expect(loader.started).toEqual(["/assets/a.js"]);
    expect(queue.waiting).toEqual(["/assets/c.js", "/assets/a-dep.js", "/assets/b.js", "/assets/b-dep.js"]);
  });

  it("loads a chunk once, but again after it failed", async () => {
    const loader = controlledLoader();
    const queue = createPrefetchQueue(loader.load);
    queue.request(["/assets/x.js", "/assets/x.js", "/assets/y.js"]);
    await flush();
    queue.request(["/assets/x.js"]);
    await loader.settle("/assets/x.js");
    await loader.settle("/assets/y.js", false);
    queue.request(["/assets/x.js", "/assets/y.js"]);
    await flush();
    expect(loader.started).toEqual(["/assets/x.js", "/assets/y.js", "/assets/y.js"]);
  });

  it("frees the slot of a loader that throws instead of rejecting", async () => {
    const started: string[] = [];
    const queue = createPrefetchQueue((url) => {
      started.push(url);
      throw new Error("no document");
    }, 1);
    queue.request(["/assets/p.js", "/assets/q.js"]);
    await flush();
    await flush();
    expect(started).toEqual(["/assets/p.js", "/assets/q.js"]);
    expect(queue.inFlight).toBe(0);
  });
});
