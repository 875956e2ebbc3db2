import { data, useLocation } from "react-router";
import { languageFromPath } from "~/platform/i18n/languages";
import { NotFoundScreen } from "~/ui/layout/error-screens";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  const location = useLocation();
  return <NotFoundScreen path={location.pathname} lang={languageFromPath(location.pathname)} />;
}
