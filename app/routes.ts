import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { LANGUAGES, type Language } from "./platform/i18n/languages.ts";
import { NOT_FOUND_KEY, ROUTE_TABLE, routeFile, routeId } from "./platform/routing/route-table.ts";

function routesFor(lang: Language) {
  return ROUTE_TABLE.map((row) =>
    row.path === "/"
      ? index(routeFile(row.key), { id: routeId(lang, row.key) })
      : route(row.path.slice(1), routeFile(row.key), { id: routeId(lang, row.key) }),
  );
}

export default [
  ...LANGUAGES.flatMap((lang) => (lang === "de" ? routesFor(lang) : prefix(lang, routesFor(lang)))),
  // The design-system gallery; its loader answers 404 unless the demo backend or development mode is on.
  route("__ui", "routes/ui-gallery.tsx", { id: "ui-gallery" }),
  // The fatal error page on demand (`/__error/503`), likewise only with the demo backend or in development.
  route("__error/:status?", "routes/demo-error.tsx", { id: "demo-error" }),
  route("*", routeFile(NOT_FOUND_KEY), { id: NOT_FOUND_KEY }),
] satisfies RouteConfig;
