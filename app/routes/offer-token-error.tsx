import { loadOfferErrorPage } from "~/features/offer/errors/error-page.server";
import { OfferErrorScreen } from "~/features/offer/errors/error-screen";
import type { Route } from "./+types/offer-token-error";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOfferErrorPage(request, context, params.token);
}

export default function OfferTokenErrorRoute({ loaderData }: Route.ComponentProps) {
  return <OfferErrorScreen page={loaderData} />;
}
