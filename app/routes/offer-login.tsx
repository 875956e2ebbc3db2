import type { ShouldRevalidateFunctionArgs } from "react-router";
import { loadOfferLogin } from "~/features/offer/login/login.server";
import { OfferLoginScreen } from "~/features/offer/login/offer-login-screen";
import type { Route } from "./+types/offer-login";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOfferLogin(request, params.token, context);
}

/** Taking the code out of the address is no reason to ask the server again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function OfferLoginRoute({ loaderData }: Route.ComponentProps) {
  return <OfferLoginScreen page={loaderData} />;
}
