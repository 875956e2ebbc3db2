import { describe, expect, it } from "vitest";
import { importProblems, resolveSpecifier, type SourceFile, specifiersOf } from "./check-imports";

const PERSONAL = "app/features/offer/checkout/personal-data/personal-data.server.ts";

function problemsOf(path: string, source: string): string[] {
  return importProblems([{ path, source } satisfies SourceFile]).map((p) => p.rule);
}

describe("specifiersOf", () => {
  it("finds static, type, re-export, side-effect and dynamic imports", () => {
    const source = `import a from "./a";\nimport type { B } from "../b";\nexport { c } from "~/c";\nimport "./d.css";\nconst e = () => import("./e");\nimport {\n  f,\n} from "./f";`;
    expect(specifiersOf(source).sort()).toEqual(["../b", "./a", "./d.css", "./e", "./f", "~/c"]);
  });
});

describe("resolveSpecifier", () => {
  it("resolves relative and ~/ paths and leaves packages alone", () => {
    expect(resolveSpecifier(PERSONAL, "../../../termination/termination-rules")).toBe(
      "app/features/termination/termination-rules",
    );
    expect(resolveSpecifier(PERSONAL, "~/features/idv/x")).toBe("app/features/idv/x");
    expect(resolveSpecifier(PERSONAL, "react-router")).toBeUndefined();
  });
});

describe("importProblems", () => {
  it("catches a relative import of another feature, at any depth", () => {
    expect(problemsOf(PERSONAL, 'import { addMonths } from "../../../termination/termination-rules";')).toEqual([
      "a feature never imports another feature",
    ]);
    expect(problemsOf("app/features/home/home-screen.tsx", 'import x from "../idv/idv-screen";')).toHaveLength(1);
    expect(problemsOf(PERSONAL, 'import x from "~/features/idv/idv-screens";')).toHaveLength(1);
  });

  it("lets a feature import itself, the platform and the design system", () => {
    const source = [
      'import a from "../steps";',
      'import b from "../../shop/offer-page-data";',
      'import c from "~/platform/i18n/languages";',
      'import d from "~/ui/button/button";',
      'import e from "react";',
    ].join("\n");
    expect(problemsOf(PERSONAL, source)).toEqual([]);
  });

  it("keeps features out of routes, and ui and platform out of features and routes", () => {
    expect(problemsOf(PERSONAL, 'import x from "../../../../routes/home";')).toEqual([
      "a feature never imports a route",
    ]);
    expect(
      problemsOf("app/ui/layout/page-frame.tsx", 'import x from "../../features/termination/teaser";'),
    ).toHaveLength(1);
    expect(problemsOf("app/platform/api/server.ts", 'import x from "~/routes/home";')).toHaveLength(1);
  });

  it("keeps the catalogues out of the design system's production code, not its tests", () => {
    expect(problemsOf("app/ui/layout/seo.ts", 'import type { MessageKey } from "~/messages";')).toHaveLength(1);
    expect(problemsOf("app/ui/layout/seo.ts", 'import type { MessageKey } from "../../messages";')).toHaveLength(1);
    expect(problemsOf("app/ui/fields/fields.test.tsx", 'import { CATALOGUES } from "~/messages";')).toEqual([]);
  });

  it("lets only tests and test support import test support", () => {
    const source = 'import { demo } from "~/platform/config/demo-context.test-support";';
    expect(problemsOf("app/features/idv/idv.server.ts", source)).toEqual([
      "only tests import test support (*.test-support.*)",
    ]);
    expect(problemsOf("app/features/idv/idv.server.test.ts", source)).toEqual([]);
    expect(problemsOf("app/features/termination/action.test-support.ts", source)).toEqual([]);
  });
});
