import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The engines customers use besides Chromium: Gecko (Firefox) and WebKit (Safari, every browser on an iPhone). */
export type EngineName = "firefox" | "webkit";

/** An element as a customer (or a screen reader) finds it: its role and accessible name. */
export interface Target {
  role: string;
  /** The whole accessible name (whitespace normalised), or a pattern for a name with more in it. */
  name: string | RegExp;
  /** Which of several matches, in document order (default the first). */
  nth?: number;
  /** Only inside this element (a dialog, a region). */
  within?: { role: string; name: string | RegExp };
}

/**
 * What a flow does in a browser, the same in every engine. Every page the driver opens, and every page a step
 * declares as a new document, is waited for until React has hydrated it (`<html data-hydrated>`, app/root.tsx);
 * console errors and uncaught errors are collected from then on and handed out by `takeErrors`.
 */
export interface EngineDriver {
  readonly engine: EngineName;
  /** A fresh browser state (no cookies, no storage) for the next flow. */
  startFlow(): Promise<void>;
  /** Opens a path of the app and waits until the page has hydrated. */
  open(path: string): Promise<void>;
  /**
   * Clicks the element. `newDocument`: the click loads another document (a plain form post, a redirect to a
   * provider and back); the driver waits for it and, if it is one of the app's pages, for its hydration.
   */
  click(target: Target, options?: { newDocument?: "app" | "plain" }): Promise<void>;
  /** Replaces the field's content by typing, as a customer does. */
  fill(target: Target, text: string): Promise<void>;
  /** The form control's current value, or whether a checkbox or radio is checked. */
  valueOf(target: Target): Promise<string | boolean>;
  /** The text of the page's h1 (empty while there is none). */
  heading(): Promise<string>;
  /** The current path with its query. */
  location(): Promise<string>;
  /** Runs a script in the page (the suite's check that the driver hears what the page logs). */
  runInPage(script: string): Promise<void>;
  /** What the page shows now (attached to a failed step). */
  screenshot(): Promise<Buffer>;
  /**
   * Console errors and uncaught errors since the last call, each with the page it came from; `tolerated`: those an
   * engine reports of its own doing (named where the driver tolerates them), for the report.
   */
  takeErrors(): Promise<{ errors: string[]; tolerated: string[] }>;
  close(): Promise<void>;
}

/** Testing Library's role queries (the ARIA rules, computed in the page), loaded into each document the tests use. */
export const ROLE_QUERIES_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("@testing-library/dom/dist/@testing-library/dom.umd.min.js"),
  "utf8",
);

/** A target as it crosses into the page: a pattern as its source and flags. */
export type SerialTarget = Omit<Target, "name" | "within"> & {
  name: SerialName;
  within?: { role: string; name: SerialName };
};
type SerialName = string | { source: string; flags: string };

export function serialTarget(target: Target): SerialTarget {
  const name = (value: string | RegExp): SerialName =>
    typeof value === "string" ? value : { source: value.source, flags: value.flags };
  return {
    role: target.role,
    name: name(target.name),
    nth: target.nth,
    within: target.within && { role: target.within.role, name: name(target.within.name) },
  };
}

export function describeTarget(target: Target): string {
  const within = target.within ? ` in ${target.within.role} "${target.within.name}"` : "";
  return `${target.role} "${target.name}"${target.nth ? ` #${target.nth + 1}` : ""}${within}`;
}

/**
 * Runs in the page (serialised by the driver): the element with the target's role and accessible name, by Testing
 * Library's `queryAllByRole` (hidden elements excluded), or null. Self-contained: it may use nothing from outside.
 */
export function locateInPage(target: SerialTarget): Element | null {
  const roles = (window as unknown as { TestingLibraryDom: RoleQueries }).TestingLibraryDom;
  const nameOf = (name: SerialName) => (typeof name === "string" ? name : new RegExp(name.source, name.flags));
  let container: HTMLElement = document.body;
  if (target.within) {
    const [outer] = roles.queryAllByRole(document.body, target.within.role, { name: nameOf(target.within.name) });
    if (!outer) return null;
    container = outer;
  }
  return roles.queryAllByRole(container, target.role, { name: nameOf(target.name) })[target.nth ?? 0] ?? null;
}

interface RoleQueries {
  queryAllByRole(container: HTMLElement, role: string, options: { name: string | RegExp }): HTMLElement[];
}

/** Runs in the page: the control's value, or its checked state for a checkbox or radio. */
export function valueInPage(element: Element): string | boolean {
  if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
    return element.checked;
  }
  return (element as HTMLInputElement).value ?? "";
}

/** Runs in the page: the first h1's text and the path, for waiting on the next page. */
export function pageStateInPage(): { heading: string; location: string; hydrated: boolean } {
  return {
    heading: document.querySelector("h1")?.textContent?.replace(/\s+/g, " ").trim() ?? "",
    location: location.pathname + location.search,
    hydrated: document.documentElement.hasAttribute("data-hydrated"),
  };
}

/** How long a driver waits for an element, a hydration or a new document: a loaded two-core CI machine is slow. */
export const WAIT_MS = 20_000;

/**
 * Polls `probe` until it returns a value that is not null; fails after `timeout` naming what was awaited (`what`
 * may be a function, to name what was last seen).
 */
export async function waitFor<T>(
  what: string | (() => string),
  probe: () => Promise<T | null>,
  timeout = WAIT_MS,
): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > end) {
      throw new Error(`timed out after ${timeout / 1000} s waiting for ${typeof what === "string" ? what : what()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
