import type { Messages } from "@lingui/core";
import { data } from "react-router";
import { CATALOGUES } from "~/messages";
import { BRAND_DEFINITIONS, BRAND_SLUGS } from "~/platform/brand/registry";
import { appConfigContext, requestInfoContext } from "~/platform/config/context";
import { compileCatalogue } from "~/platform/i18n/compile.server";
import { LanguageProvider } from "~/platform/i18n/i18n";
import { UiGallery } from "~/ui/gallery/gallery";
import { DemoBanner } from "~/ui/layout/demo-banner";
import type { Route } from "./+types/ui-gallery";

export function loader({ context }: Route.LoaderArgs) {
  const config = context.get(appConfigContext);
  if (!config.demoMode && !config.devMode) throw data(null, { status: 404 });
  // The gallery brings its own full catalogue, so the root's may leave out the gallery's texts (ui.gallery.*).
  const { lang } = context.get(requestInfoContext);
  const brands = BRAND_SLUGS.map((slug) => ({ slug, name: BRAND_DEFINITIONS[slug].defaultDisplayName }));
  return { lang, messages: compileCatalogue(CATALOGUES[lang]), brands };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function UiGalleryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LanguageProvider lang={loaderData.lang} messages={loaderData.messages as Messages}>
      <DemoBanner />
      <UiGallery brands={loaderData.brands} />
    </LanguageProvider>
  );
}
