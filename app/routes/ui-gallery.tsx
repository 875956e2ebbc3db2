import { data } from "react-router";
import { appConfigContext } from "~/platform/config/context";
import type { Route } from "./+types/ui-gallery";

export function loader({ context }: Route.LoaderArgs) {
  const config = context.get(appConfigContext);
  if (!config.demoMode && !config.devMode) throw data(null, { status: 404 });
  return null;
}

export default function UiGalleryRoute() {
  return <h1>Design system</h1>;
}
