import { describe, expect, it } from "vitest";
import {
  breakdown,
  chunkName,
  type Frame,
  groupOf,
  type PartContext,
  partOf,
  partOfSource,
  placeOf,
  rendererMain,
  type Sample,
  samplesOf,
  type TraceEvent,
  tasksOf,
} from "./trace-breakdown.ts";

const MAIN = { pid: 1, tid: 1 };
const span = (name: string, ts: number, dur: number, args?: unknown): TraceEvent => ({
  name,
  ph: "X",
  ts,
  dur,
  ...MAIN,
  ...(args ? { args } : {}),
});

describe("rendererMain", () => {
  it("finds the thread whose navigation named the document", () => {
    const events: TraceEvent[] = [
      { name: "navigationStart", ph: "R", ts: 5, pid: 2, tid: 2, args: { data: { documentLoaderURL: "" } } },
      { name: "navigationStart", ph: "R", ts: 9, ...MAIN, args: { data: { documentLoaderURL: "http://x/angebot" } } },
    ];
    expect(rendererMain(events, "http://x/angebot")).toEqual({ ...MAIN, navigationStart: 9 });
    expect(() => rendererMain(events, "http://x/other")).toThrow(/No navigation/);
  });
});

describe("groupOf", () => {
  it("names the kinds of work and counts garbage collection by name", () => {
    expect(groupOf("FunctionCall")).toBe("script evaluation");
    expect(groupOf("v8.compileModule")).toBe("script compile");
    expect(groupOf("ParseAuthorStyleSheet")).toBe("parse CSS");
    expect(groupOf("UpdateLayoutTree")).toBe("style");
    expect(groupOf("MinorGC")).toBe("garbage collection");
    expect(groupOf("V8.GC_SCAVENGER")).toBe("garbage collection");
    expect(groupOf("Receive mojo message")).toBe("other");
  });
});

describe("tasksOf", () => {
  it("counts each nested event's self time for its group, and unnamed spans for their parent's", () => {
    const events = [
      span("RunTask", 0, 100),
      span("FunctionCall", 10, 50),
      span("v8.run", 12, 8),
      span("Layout", 20, 10),
      span("ParseHTML", 70, 20),
      span("RunTask", 200, 10),
      // Another thread, and a span before the start: not counted.
      { ...span("RunTask", 0, 100), tid: 9 },
      span("RunTask", -50, 10),
    ];
    const tasks = tasksOf(events, MAIN, 0);
    expect(tasks).toHaveLength(2);
    expect(tasks[0]?.groups).toMatchObject({
      "script evaluation": 40,
      layout: 10,
      "parse HTML": 20,
      other: 30,
    });
    expect(tasks[0]?.other).toEqual({ RunTask: 30 });
    expect(tasks[1]?.groups.other).toBe(10);
  });

  it("cuts a child that outlasts its parent at the parent's end", () => {
    const [task] = tasksOf([span("RunTask", 0, 10), span("Paint", 5, 20)], MAIN, 0);
    expect(task?.groups["paint & composite"]).toBe(5);
    expect(task?.groups.other).toBe(5);
  });
});

describe("samplesOf", () => {
  it("rebuilds each sample's stack and weighs it by the time to the next, at most twice the usual interval", () => {
    const events: TraceEvent[] = [
      { name: "Profile", ph: "P", ts: 0, ...MAIN, id: "0x1", args: { data: { startTime: 1000 } } },
      {
        name: "ProfileChunk",
        ph: "P",
        ts: 1,
        pid: 1,
        tid: 7,
        id: "0x1",
        args: {
          data: {
            cpuProfile: {
              nodes: [
                { id: 1, callFrame: { functionName: "(root)" } },
                {
                  id: 2,
                  parent: 1,
                  callFrame: { functionName: "f", url: "http://x/a.js", lineNumber: 0, columnNumber: 4 },
                },
              ],
              samples: [2, 2, 2],
            },
            timeDeltas: [10, 100, 100],
          },
        },
      },
      {
        name: "ProfileChunk",
        ph: "P",
        ts: 2,
        pid: 1,
        tid: 7,
        id: "0x1",
        args: { data: { cpuProfile: { samples: [1] }, timeDeltas: [1000] } },
      },
    ];
    const samples = samplesOf(events, MAIN);
    expect(samples.map((s) => s.time)).toEqual([1010, 1110, 1210, 2210]);
    expect(samples.map((s) => s.weight)).toEqual([100, 100, 200, 100]);
    expect(samples[0]?.stack.map((f) => f.functionName)).toEqual(["(root)", "f"]);
    expect(samples[0]?.stack[0]).toEqual({ functionName: "(root)", url: "", lineNumber: -1, columnNumber: -1 });
  });
});

const frame = (functionName: string, url: string, lineNumber = 5, columnNumber = 10): Frame => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});
const sample = (...stack: Frame[]): Sample => ({
  time: 0,
  stack: [frame("(root)", "", -1, -1), ...stack],
  weight: 1000,
});
const DOC = "http://x/angebot";
const context: PartContext = {
  documentUrl: DOC,
  lateChunks: new Set(["http://x/assets/after-hydration-AbCd1234.js"]),
  positionOf: (url, line) =>
    url.endsWith("framework-oZi1d7It.js")
      ? { source: "../node_modules/react-router/dist/production/index.js", line }
      : url.endsWith("shell-bycen7KF.js")
        ? { source: "../app/ui/layout/page-frame.tsx", line }
        : null,
};

describe("partOf", () => {
  it("counts the document's inline scripts whatever they call", () => {
    expect(partOf(sample(frame("start", DOC), frame("x", "http://x/assets/framework-oZi1d7It.js")), context)).toBe(
      "inline scripts",
    );
  });

  it("counts what a chunk loaded after hydration runs or calls for after hydration", () => {
    const late = frame("report", "http://x/assets/after-hydration-AbCd1234.js");
    expect(partOf(sample(late, frame("x", "http://x/assets/framework-oZi1d7It.js")), context)).toBe("after hydration");
  });

  it("counts a module's top-level code for that module's evaluation", () => {
    const top = frame("", "http://x/assets/shell-bycen7KF.js", 0, 0);
    expect(partOf(sample(top, frame("x", "http://x/assets/framework-oZi1d7It.js")), context)).toBe(
      "module evaluation: shell",
    );
  });

  it("counts other code for the source of its innermost built function, a native function for its caller", () => {
    expect(
      partOf(
        sample(
          frame("a", "http://x/assets/shell-bycen7KF.js"),
          frame("b", "http://x/assets/framework-oZi1d7It.js"),
          frame("JSON.parse", ""),
        ),
        context,
      ),
    ).toBe("React Router");
    expect(partOf(sample(frame("a", "http://x/assets/root-BFgl0apQ.js")), context)).toBe("root");
  });

  it("leaves time outside JavaScript to the trace's events", () => {
    expect(partOf(sample(frame("(program)", "")), context)).toBeNull();
    expect(partOf(sample(frame("(garbage collector)", "")), context)).toBeNull();
    expect(partOf(sample(), context)).toBeNull();
    expect(partOf(sample(frame("structuredClone", "")), context)).toBe("structuredClone");
  });
});

describe("placeOf", () => {
  it("names the source line, or the built file's line and column without a source map", () => {
    expect(placeOf(sample(frame("b", "http://x/assets/framework-oZi1d7It.js", 41)), context)).toBe(
      "react-router/dist/production/index.js:42",
    );
    expect(placeOf(sample(frame("a", "http://x/assets/root-BFgl0apQ.js", 0, 99)), context)).toBe("root:1:100");
  });
});

describe("partOfSource and chunkName", () => {
  it("groups libraries and the app's folders", () => {
    expect(partOfSource("../node_modules/react-dom/cjs/react-dom-client.production.js")).toBe("React DOM");
    expect(partOfSource("../node_modules/scheduler/index.js")).toBe("React DOM");
    expect(partOfSource("../node_modules/@lingui/core/dist/index.mjs")).toBe("Lingui");
    expect(partOfSource("../node_modules/embla-carousel/index.js")).toBe("embla-carousel");
    expect(partOfSource("../app/platform/i18n/document-catalogue.tsx")).toBe("catalogue");
    expect(partOfSource("../app/platform/i18n/i18n.tsx")).toBe("app: i18n (useT, LanguageProvider)");
    expect(partOfSource("../app/ui/layout/page-frame.tsx")).toBe("app: ui/layout");
    expect(partOfSource("../app/root.tsx")).toBe("app: root");
  });

  it("shortens a built file's name to its chunk", () => {
    expect(chunkName("http://x/assets/framework-oZi1d7It.js")).toBe("framework");
    expect(chunkName("http://x/assets/entry.client-BuyWpQG0.js")).toBe("entry.client");
  });
});

describe("breakdown", () => {
  it("adds tasks by the window they start in, blocking time after the first paint, and samples by part", () => {
    const tasks = tasksOf(
      [
        { ...span("RunTask", 0, 30_000), tdur: 5_000 },
        { ...span("RunTask", 100_000, 80_000), tdur: 20_000 },
        span("FunctionCall", 100_000, 70_000, { data: { url: DOC } }),
      ],
      MAIN,
      0,
    );
    const samples: Sample[] = [
      { ...sample(frame("b", "http://x/assets/framework-oZi1d7It.js")), time: 110_000, weight: 40_000 },
      // Between tasks: not counted.
      { ...sample(frame("b", "http://x/assets/framework-oZi1d7It.js")), time: 50_000, weight: 40_000 },
    ];
    const windows = [
      { name: "to first paint", from: 0, to: 50_000 },
      { name: "after first paint", from: 50_000, to: Number.POSITIVE_INFINITY },
    ];
    const result = breakdown(tasks, samples, windows, context, 0);
    expect(result.total).toBe(110);
    expect(result.blocking).toBe(30);
    expect(result.groups["to first paint"]?.other).toBe(30);
    expect(result.groups["after first paint"]?.["script evaluation"]).toBe(70);
    expect(result.parts).toEqual({ "after first paint": { "React Router": 40 } });
    expect(result.tasks).toEqual([{ start: 100, duration: 80, main: "React Router" }]);
    expect(result.inlineTasks).toEqual({ count: 1, ms: 80, cpu: 20 });
    expect(result.cpu).toBe(25);
    expect(result.cpuAfterPaint).toBe(20);
    expect(result.places["React Router"]).toEqual({ "react-router/dist/production/index.js:6": 40 });
  });
});
