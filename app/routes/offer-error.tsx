import { loadOfferErrorPage } from "~/features/offer/errors/error-page.server";
import { OfferErrorScreen } from "~/features/offer/errors/error-screen";
import type { Route } from "./+types/offer-error";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOfferErrorPage(request, context, undefined);
}

export default function OfferErrorRoute({ loaderData }: Route.ComponentProps) {
  return <OfferErrorScreen page={loaderData} />;
}
