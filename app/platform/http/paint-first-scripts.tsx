import { type ComponentProps, createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";
import { DEFERRED_MODULES_ID, PAINT_FIRST_LOADER } from "./paint-first-loader";

export interface SplitScripts {
  /** Everything that runs in place: the hydration context script (and an import map, were SRI on). */
  inPlace: ReactElement[];
  /** The module preloads' URLs, in React Router's order (entry first). */
  preloads: string[];
  /** The inline module script's source (route modules, manifest, entry import), or null if there is none. */
  moduleSource: string | null;
}

/** The entry module the script imports last (`import("/assets/entry.client-….js");`): it hydrates when evaluated. */
export function entryOf(moduleSource: string): string | null {
  const match = /import\(("[^"]+")\);?\s*$/.exec(moduleSource);
  return match?.[1] ? (JSON.parse(match[1]) as string) : null;
}

interface ElementProps {
  children?: ReactNode;
  rel?: string;
  href?: string;
  type?: string;
  dangerouslySetInnerHTML?: { __html?: string };
}

/** Sorts React Router's <Scripts> output into what runs in place, the preloads and the module script. Pure. */
export function splitScripts(node: ReactNode, into: SplitScripts = { inPlace: [], preloads: [], moduleSource: null }) {
  if (Array.isArray(node)) {
    for (const child of node) splitScripts(child as ReactNode, into);
  } else if (isValidElement<ElementProps>(node)) {
    const { props } = node;
    if (node.type === Fragment) splitScripts(props.children, into);
    else if (node.type === "link" && props.rel === "modulepreload" && props.href) into.preloads.push(props.href);
    else if (node.type === "script" && props.type === "module")
      into.moduleSource = props.dangerouslySetInnerHTML?.__html ?? "";
    else into.inPlace.push(node);
  }
  return into;
}

/**
 * The same-run comparison of decision 0006 (`BENCH_SCRIPTS=both npm run bench:lighthouse`): in a build made with
 * `VITE_SCRIPTS_SWITCH=1`, a server started with `PAINT_FIRST_SCRIPTS=0` sends React Router's <Scripts> as
 * shipped, and the browser hydrates what the server sent. A plain build leaves the switch out (its check alone
 * is 40 bytes of every page's first load, where `/idv/<token>` has 23 to spare).
 */
function frameworkLoading(): boolean {
  return import.meta.env.SSR ? process.env.PAINT_FIRST_SCRIPTS === "0" : !document.getElementById(DEFERRED_MODULES_ID);
}

/**
 * React Router's <Scripts>, with its JavaScript started after the first paint (decision 0006). The module script
 * is sent inert (`type="text/x-module"`) with its preload list; the loader next to it adds both to <head> once
 * the page is painted. The hydration context script still runs in place, before the streamed loader data that
 * feeds it. Development keeps <Scripts> as it is (Vite's client and hot reload).
 *
 * The browser only hydrates these elements, which React does not rewrite (as with <Scripts>' own scripts, whose
 * text the browser build does not even have), so the loader and the entry lookup stay out of the browser bundle.
 */
export function PaintFirstScripts(props: ComponentProps<typeof Scripts>) {
  // <Scripts> called as a function: its hooks become this component's, and its output is rewritten, not rendered.
  const output = Scripts(props);
  // The switch's test stands here, not in frameworkLoading(): a plain build then drops the call and the function.
  if (import.meta.env.DEV || output === null || (import.meta.env.VITE_SCRIPTS_SWITCH === "1" && frameworkLoading()))
    return output;
  const { inPlace, preloads, moduleSource } = splitScripts(output);
  if (moduleSource === null) return output;
  return createElement(
    Fragment,
    null,
    ...inPlace,
    <script
      id={DEFERRED_MODULES_ID}
      type="text/x-module"
      // Inert, but like every script element of the page it carries the nonce (the header test checks them all).
      nonce={props.nonce}
      data-preload={import.meta.env.SSR ? JSON.stringify(preloads) : undefined}
      data-entry={import.meta.env.SSR ? (entryOf(moduleSource) ?? undefined) : undefined}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React Router's own script text, as <Scripts> sends it
      dangerouslySetInnerHTML={{ __html: moduleSource }}
    />,
    <script
      nonce={props.nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this codebase, with no request data in it
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? PAINT_FIRST_LOADER : "" }}
    />,
  );
}
