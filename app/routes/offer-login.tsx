import type { HeadersArgs, ShouldRevalidateFunctionArgs } from "react-router";
import { loadOfferLogin, offerLoginAction } from "~/features/offer/login/login.server";
import { OfferLoginScreen } from "~/features/offer/login/offer-login-screen";
import type { Route } from "./+types/offer-login";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOfferLogin(request, params.token, context);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return offerLoginAction(request, params.token, context);
}

/** Too many tries: the answer says when the next one is taken (React Router passes on only cookies by itself). */
export function headers({ actionHeaders }: HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

/** The post's answer decides what the page shows: the loader's view of the address (now without code) is not asked again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function OfferLoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OfferLoginScreen page={loaderData} answer={actionData} />;
}
