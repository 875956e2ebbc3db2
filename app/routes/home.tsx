import { HomeScreen } from "~/features/home/home-screen";
import { loadDemoScenarios } from "~/features/home/load-demo-scenarios.server";
import { appConfigContext, requestInfoContext } from "~/platform/config/context";
import { publicPageMeta } from "~/ui/layout/seo";
import type { Route } from "./+types/home";

export const meta = publicPageMeta("home.meta.description");

export async function loader({ context }: Route.LoaderArgs) {
  const config = context.get(appConfigContext);
  const { lang } = context.get(requestInfoContext);
  return { lang, scenarios: config.demoMode ? await loadDemoScenarios(config.apiBaseUrl, config.apiFetch) : null };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomeScreen lang={loaderData.lang} scenarios={loaderData.scenarios} />;
}
