import { createElement, Fragment } from "react";
import { describe, expect, it } from "vitest";
import { entryOf, splitScripts } from "./paint-first-scripts";

/** The shape of React Router's <Scripts> output: a fragment of preloads, the context script and the module script. */
function scriptsOutput() {
  return createElement(
    Fragment,
    null,
    createElement("script", {
      key: "context",
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shape of React Router's own output, in a test
      dangerouslySetInnerHTML: { __html: "window.__reactRouterContext={}" },
    }),
    createElement("script", {
      key: "module",
      type: "module",
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shape of React Router's own output, in a test
      dangerouslySetInnerHTML: { __html: 'import "/assets/root.js";\nimport("/assets/entry.client-A1.js");' },
    }),
    [
      createElement("link", { key: "a", rel: "modulepreload", href: "/assets/entry.client-A1.js" }),
      createElement("link", { key: "b", rel: "modulepreload", href: "/assets/framework-B2.js" }),
    ],
  );
}

describe("splitScripts", () => {
  it("sorts the output into scripts that run in place, the preloads in order and the module script's text", () => {
    const { inPlace, preloads, moduleSource } = splitScripts(scriptsOutput());
    expect(inPlace).toHaveLength(1);
    expect(inPlace[0]?.props).toMatchObject({ dangerouslySetInnerHTML: { __html: "window.__reactRouterContext={}" } });
    expect(preloads).toEqual(["/assets/entry.client-A1.js", "/assets/framework-B2.js"]);
    expect(moduleSource).toBe('import "/assets/root.js";\nimport("/assets/entry.client-A1.js");');
  });

  it("finds no module script where there is none (a page without JavaScript)", () => {
    expect(splitScripts(null).moduleSource).toBeNull();
    expect(splitScripts(createElement("script", { key: "x" })).moduleSource).toBeNull();
  });
});

describe("entryOf", () => {
  it("reads the entry the module script imports last", () => {
    expect(entryOf('import "/assets/root.js";\nimport("/assets/entry.client-A1.js");')).toBe(
      "/assets/entry.client-A1.js",
    );
    expect(entryOf('import("/assets/entry.js")\n')).toBe("/assets/entry.js");
  });

  it("knows no entry when the script does not end in an import", () => {
    expect(entryOf('import "/assets/root.js";')).toBeNull();
    expect(entryOf("")).toBeNull();
  });
});
