/**
 * Where a page load's main-thread time goes, from one Chrome trace (devtools.timeline with V8's sampler): the
 * renderer's top-level tasks, each split by what ran in it — the trace's own events for the browser's work (HTML and
 * CSS parsing, style, layout, paint, compiling, garbage collection) and the CPU samples for JavaScript, counted for
 * the part of the page they belong to (the inline scripts, each module's evaluation, React, React Router, Lingui, the
 * app's own code, what starts after hydration). Pure: bench/frame-trace.ts records the traces and prints the tables.
 */

import type { SourcePosition } from "./source-map-lookup.ts";

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  /** Thread (CPU) time of a complete event, µs: unlike `dur`, it does not grow while the thread waits for a core. */
  tdur?: number;
  // biome-ignore lint/suspicious/noExplicitAny: trace events carry free-form arguments
  args?: any;
}

export interface Thread {
  pid: number;
  tid: number;
}

/** The main thread of the renderer that loaded `url`: the one whose navigation named that document. */
export function rendererMain(events: readonly TraceEvent[], url: string): Thread & { navigationStart: number } {
  const starts = events.filter((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL === url);
  const last = starts.at(-1);
  if (!last) throw new Error(`No navigation to ${url} in the trace`);
  return { pid: last.pid, tid: last.tid, navigationStart: last.ts };
}

/** The groups Lighthouse's `mainthread-work-breakdown` uses, with HTML and CSS parsing and style and layout apart. */
export const GROUPS = [
  "script evaluation",
  "script compile",
  "parse HTML",
  "parse CSS",
  "style",
  "layout",
  "paint & composite",
  "garbage collection",
  "other",
] as const;
export type Group = (typeof GROUPS)[number];

const GROUP_OF_EVENT: Record<string, Group> = {
  EvaluateScript: "script evaluation",
  "v8.evaluateModule": "script evaluation",
  FunctionCall: "script evaluation",
  TimerFire: "script evaluation",
  FireIdleCallback: "script evaluation",
  FireAnimationFrame: "script evaluation",
  RunMicrotasks: "script evaluation",
  EventDispatch: "script evaluation",
  "V8.Execute": "script evaluation",
  "v8.run": "script evaluation",
  "v8.callFunction": "script evaluation",
  XHRReadyStateChange: "script evaluation",
  XHRLoad: "script evaluation",
  "v8.compile": "script compile",
  "v8.compileModule": "script compile",
  "V8.CompileCode": "script compile",
  "V8.CompileLazy": "script compile",
  "v8.parseOnBackground": "script compile",
  "v8.produceCache": "script compile",
  "v8.produceModuleCache": "script compile",
  "v8.deserializeOnBackground": "script compile",
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  ScheduleStyleRecalculation: "style",
  RecalculateStyles: "style",
  UpdateLayoutTree: "style",
  InvalidateLayout: "layout",
  Layout: "layout",
  Animation: "paint & composite",
  HitTest: "paint & composite",
  PrePaint: "paint & composite",
  Paint: "paint & composite",
  PaintImage: "paint & composite",
  Layerize: "paint & composite",
  UpdateLayer: "paint & composite",
  UpdateLayerTree: "paint & composite",
  CompositeLayers: "paint & composite",
  Commit: "paint & composite",
  "Decode Image": "paint & composite",
};

/** The group of a trace event by its name; garbage collection by its name's "GC"; everything else is "other". */
export function groupOf(name: string): Group {
  const direct = GROUP_OF_EVENT[name];
  if (direct) return direct;
  if (/GC|Sweep/.test(name)) return "garbage collection";
  return "other";
}

export interface Task {
  start: number;
  end: number;
  /** The thread's CPU time in the task, µs (0 where the trace has none). */
  cpu: number;
  /** Self time by group, µs. */
  groups: Record<Group, number>;
  /** The "other" group's self time by event name, µs: what the browser did besides the named kinds of work. */
  other: Record<string, number>;
  /** The scripts whose functions the task called (`FunctionCall`, `EvaluateScript`), by URL. */
  scripts: Set<string>;
}

const emptyGroups = (): Record<Group, number> => Object.fromEntries(GROUPS.map((g) => [g, 0])) as Record<Group, number>;

/**
 * The thread's top-level tasks (outermost `RunTask`s from `from` on), each with the self time of every event inside
 * it counted for that event's group: a `FunctionCall` that triggers a layout counts the layout as layout.
 */
export function tasksOf(events: readonly TraceEvent[], thread: Thread, from: number): Task[] {
  const spans = events
    .filter((e) => e.ph === "X" && e.pid === thread.pid && e.tid === thread.tid && (e.dur ?? 0) > 0 && e.ts >= from)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: Task[] = [];
  // Each open span with its duration, the time its children took, and the group its self time counts for: a span
  // whose own name has no group inherits its parent's (a "v8.run" inside a "FunctionCall" is script evaluation).
  interface Span {
    end: number;
    duration: number;
    children: number;
    group: Group;
    name: string;
    task: Task;
  }
  const stack: Span[] = [];
  const close = (until: number) => {
    for (let top = stack.at(-1); top && top.end <= until; top = stack.at(-1)) {
      stack.pop();
      const self = Math.max(0, top.duration - top.children);
      top.task.groups[top.group] += self;
      if (top.group === "other") top.task.other[top.name] = (top.task.other[top.name] ?? 0) + self;
      const parent = stack.at(-1);
      if (parent) parent.children += top.duration;
    }
  };
  for (const event of spans) {
    const dur = event.dur ?? 0;
    close(event.ts);
    const parent = stack.at(-1);
    if (!parent) {
      if (event.name !== "RunTask") continue;
      const task: Task = {
        start: event.ts,
        end: event.ts + dur,
        cpu: event.tdur ?? 0,
        groups: emptyGroups(),
        other: {},
        scripts: new Set(),
      };
      tasks.push(task);
      stack.push({ end: task.end, duration: dur, children: 0, group: "other", name: event.name, task });
      continue;
    }
    if ((event.name === "FunctionCall" || event.name === "EvaluateScript") && event.args?.data?.url) {
      parent.task.scripts.add(String(event.args.data.url));
    }
    // A span that outlasts its parent (clock rounding) is cut at the parent's end.
    const end = Math.min(event.ts + dur, parent.end);
    const own = groupOf(event.name);
    stack.push({
      end,
      duration: end - event.ts,
      children: 0,
      group: own === "other" ? parent.group : own,
      name: event.name,
      task: parent.task,
    });
  }
  close(Number.POSITIVE_INFINITY);
  return tasks;
}

export interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface Sample {
  time: number;
  /** Root first, leaf last. */
  stack: Frame[];
  /** µs this sample stands for (the time to the next sample, at most twice the typical interval). */
  weight: number;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: Partial<Frame>;
}

/** The V8 sampler's samples of one thread, from the trace's `Profile` and `ProfileChunk` events. */
export function samplesOf(events: readonly TraceEvent[], thread: Thread): Sample[] {
  const profiles = events.filter((e) => e.name === "Profile" && e.pid === thread.pid && e.tid === thread.tid);
  const out: Sample[] = [];
  for (const profile of profiles) {
    const nodes = new Map<number, ProfileNode>();
    let time = Number(profile.args?.data?.startTime ?? profile.ts);
    const raw: { time: number; node: number }[] = [];
    for (const chunk of events) {
      if (chunk.name !== "ProfileChunk" || chunk.pid !== thread.pid || chunk.id !== profile.id) continue;
      const data = chunk.args?.data ?? {};
      for (const node of (data.cpuProfile?.nodes ?? []) as ProfileNode[]) nodes.set(node.id, node);
      const samples = (data.cpuProfile?.samples ?? []) as number[];
      const deltas = (data.timeDeltas ?? []) as number[];
      samples.forEach((node, i) => {
        time += deltas[i] ?? 0;
        raw.push({ time, node });
      });
    }
    const intervals = raw
      .slice(1)
      .map((s, i) => s.time - (raw[i]?.time ?? s.time))
      .sort((a, b) => a - b);
    const typical = intervals[Math.floor(intervals.length / 2)] ?? 0;
    raw.forEach((sample, i) => {
      const next = raw[i + 1];
      const weight = next ? Math.min(next.time - sample.time, 2 * typical) : typical;
      const stack: Frame[] = [];
      for (let node = nodes.get(sample.node); node; node = node.parent ? nodes.get(node.parent) : undefined) {
        const frame = node.callFrame;
        // Native frames ("(program)", builtins) come without a script, line or column.
        stack.unshift({
          functionName: frame.functionName ?? "",
          url: frame.url ?? "",
          lineNumber: frame.lineNumber ?? -1,
          columnNumber: frame.columnNumber ?? -1,
        });
      }
      out.push({ time: sample.time, stack, weight });
    });
  }
  return out.sort((a, b) => a.time - b.time);
}

export interface PartContext {
  /** The document's URL: its inline scripts (the router's context, scroll restoration, the paint-first loader). */
  documentUrl: string;
  /** The original source file and line of a built file's line and column (from its source map), or null. */
  positionOf(url: string, line: number, column: number): SourcePosition | null;
  /** Built files that are not part of the page's first load: they started after hydration. */
  lateChunks: ReadonlySet<string>;
}

/** A short name for a built file: `/assets/framework-oZi1d7It.js` → `framework`. */
export function chunkName(url: string): string {
  const file = url.split("/").at(-1) ?? url;
  return file.replace(/-[\w-]{8}\.js$/, "").replace(/\.js$/, "");
}

/** Which part of the page a library or app source file belongs to. */
export function partOfSource(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) {
    if (pkg === "react-dom" || pkg === "scheduler") return "React DOM";
    if (pkg === "react") return "React";
    if (pkg === "react-router") return "React Router";
    if (pkg.startsWith("@lingui/")) return "Lingui";
    return pkg;
  }
  const app = /(?:^|\/)app\/(.+)$/.exec(source)?.[1];
  if (!app) return source;
  if (app.startsWith("platform/i18n/document-catalogue")) return "catalogue";
  if (app.startsWith("platform/i18n/")) return "app: i18n (useT, LanguageProvider)";
  // app/ui/layout/page-frame.tsx → "app: ui/layout"; app/root.tsx → "app: root".
  const folders = app.split("/");
  return `app: ${folders.length > 2 ? folders.slice(0, 2).join("/") : folders[0]?.replace(/\.tsx?$/, "")}`;
}

const isBuilt = (frame: Frame) => frame.url.length > 0;

/**
 * The part a sample's time counts for:
 * - the document's own inline scripts, whatever they call;
 * - what a late chunk (after hydration) runs or calls;
 * - a module's top-level code (its evaluation), by module, whatever it calls;
 * - otherwise the source of the innermost built frame (a native function such as `JSON.parse` counts for its
 *   caller), by library or app folder.
 * Samples outside JavaScript ("(program)", "(garbage collector)", "(idle)") are null: the trace's events count them.
 */
export function partOf(sample: Sample, context: PartContext): string | null {
  const leaf = sample.stack.at(-1);
  // Outside JavaScript: the trace's events count that time by kind (style, layout, …).
  if (!leaf || /^\((idle|root|program|garbage collector)\)$/.test(leaf.functionName)) return null;
  const built = sample.stack.filter(isBuilt);
  if (built.length === 0) return leaf.functionName || "(native)";
  if (built.some((f) => f.url === context.documentUrl)) return "inline scripts";
  const late = built.find((f) => context.lateChunks.has(f.url));
  if (late) return "after hydration";
  const outer = built[0];
  if (outer && outer.functionName === "" && outer.lineNumber === 0 && outer.columnNumber === 0) {
    return `module evaluation: ${chunkName(outer.url)}`;
  }
  const inner = built.at(-1);
  if (!inner) return "(native)";
  const position = context.positionOf(inner.url, inner.lineNumber, inner.columnNumber);
  return position ? partOfSource(position.source) : chunkName(inner.url);
}

/** Where a sample's innermost built function comes from: `react-router/dist/…/chunk.mjs:1234`, or the built file's. */
export function placeOf(sample: Sample, context: PartContext): string | null {
  const inner = sample.stack.filter(isBuilt).at(-1);
  if (!inner) return null;
  const position = context.positionOf(inner.url, inner.lineNumber, inner.columnNumber);
  if (!position) return `${chunkName(inner.url)}:${inner.lineNumber + 1}:${inner.columnNumber + 1}`;
  const short = position.source.replace(/^.*node_modules\//, "").replace(/^(\.\.\/)+/, "");
  return `${short}:${position.line + 1}`;
}

export interface Window {
  name: string;
  from: number;
  to: number;
}

export interface Breakdown {
  /** Main-thread time (sum of top-level tasks' durations), ms. */
  total: number;
  /**
   * The main thread's CPU time in those tasks, ms: on a shared machine the wall time of a task grows while the
   * thread waits for a core, its CPU time does not (nor while Chrome's CPU throttling holds it, so it is 1× time).
   */
  cpu: number;
  /** The same after the first paint, ms. */
  cpuAfterPaint: number;
  /** By window (before the first paint, …) and group, ms. */
  groups: Record<string, Record<Group, number>>;
  /** JavaScript by part (sampled), ms, by window. */
  parts: Record<string, Record<string, number>>;
  /** Tasks after the first paint: start (ms after navigation), duration (ms), the largest part in it. */
  tasks: { start: number; duration: number; main: string }[];
  /** Blocking time after the first paint: the part of each task beyond 50 ms, ms. */
  blocking: number;
  /** The "other" group by trace event name, all windows, ms. */
  other: Record<string, number>;
  /** Tasks after the first paint that ran the document's inline scripts (the paint-first loader): count, ms, CPU ms. */
  inlineTasks: { count: number; ms: number; cpu: number };
  /** JavaScript by part and by the function's source line (placeOf), all windows, ms. */
  places: Record<string, Record<string, number>>;
}

const ms = (micros: number) => micros / 1000;

/** Adds `value` to `table[row][column]`. */
function add(table: Record<string, Record<string, number>>, row: string, column: string, value: number) {
  const cells = table[row] ?? {};
  table[row] = cells;
  cells[column] = (cells[column] ?? 0) + value;
}

/**
 * Adds up tasks and samples by window (a task counts for the window it starts in). `windows` must be in order and
 * cover the trace; the first one ends at the first paint.
 */
export function breakdown(
  tasks: readonly Task[],
  samples: readonly Sample[],
  windows: readonly Window[],
  context: PartContext,
  navigationStart: number,
): Breakdown {
  const windowOf = (time: number) => windows.find((w) => time >= w.from && time < w.to)?.name ?? "after";
  const groups: Record<string, Record<Group, number>> = {};
  const parts: Record<string, Record<string, number>> = {};
  const taskParts = new Map<Task, Map<string, number>>();
  let total = 0;
  let blocking = 0;
  const firstPaint = windows[0]?.to ?? navigationStart;
  const other: Record<string, number> = {};
  const inlineTasks = { count: 0, ms: 0, cpu: 0 };
  let cpu = 0;
  let cpuAfterPaint = 0;
  for (const task of tasks) {
    cpu += ms(task.cpu);
    if (task.start >= firstPaint) cpuAfterPaint += ms(task.cpu);
    if (task.start >= firstPaint && task.scripts.has(context.documentUrl)) {
      inlineTasks.count++;
      inlineTasks.ms += ms(task.end - task.start);
      inlineTasks.cpu += ms(task.cpu);
    }
    for (const [event, micros] of Object.entries(task.other)) other[event] = (other[event] ?? 0) + ms(micros);
    const name = windowOf(task.start);
    const into = groups[name] ?? emptyGroups();
    groups[name] = into;
    for (const g of GROUPS) into[g] += ms(task.groups[g]);
    total += ms(task.end - task.start);
    if (task.start >= firstPaint) blocking += Math.max(0, ms(task.end - task.start) - 50);
  }
  const places: Record<string, Record<string, number>> = {};
  let t = 0;
  for (const sample of samples) {
    while (t < tasks.length && (tasks[t]?.end ?? 0) < sample.time) t++;
    const task = tasks[t];
    if (!task || sample.time < task.start) continue;
    const part = partOf(sample, context);
    if (!part) continue;
    const place = placeOf(sample, context);
    if (place) add(places, part, place, ms(sample.weight));
    add(parts, windowOf(task.start), part, ms(sample.weight));
    const byPart = taskParts.get(task) ?? new Map<string, number>();
    byPart.set(part, (byPart.get(part) ?? 0) + sample.weight);
    taskParts.set(task, byPart);
  }
  const largest = (task: Task) => {
    const js = [...(taskParts.get(task) ?? [])].sort((a, b) => b[1] - a[1])[0];
    const native = GROUPS.filter((g) => g !== "script evaluation")
      .map((g) => [g, task.groups[g]] as const)
      .sort((a, b) => b[1] - a[1])[0];
    return js && (!native || js[1] >= native[1]) ? js[0] : (native?.[0] ?? "other");
  };
  return {
    total,
    cpu,
    cpuAfterPaint,
    groups,
    parts,
    tasks: tasks
      .filter((task) => task.start >= firstPaint)
      .map((task) => ({
        start: ms(task.start - navigationStart),
        duration: ms(task.end - task.start),
        main: largest(task),
      })),
    blocking,
    other,
    inlineTasks,
    places,
  };
}
