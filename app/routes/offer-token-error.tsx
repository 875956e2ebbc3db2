import { loadOfferErrorPage } from "~/features/offer/errors/error-page.server";
import { OfferErrorScreen } from "~/features/offer/errors/error-screen";
import { requireOfferToken } from "~/features/offer/offer-token.server";
import { requestInfoContext } from "~/platform/config/context";
import type { Route } from "./+types/offer-token-error";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireOfferToken(params.token, context.get(requestInfoContext).lang);
  return loadOfferErrorPage(request, context, params.token);
}

export default function OfferTokenErrorRoute({ loaderData }: Route.ComponentProps) {
  return <OfferErrorScreen page={loaderData} />;
}
