import { ConfirmationScreen } from "~/features/termination/confirmation-screen";
import { REPEATED_QUERY } from "~/features/termination/selfcare-draft";
import { loadReceipt } from "~/features/termination/termination.server";
import { requestInfoContext } from "~/platform/config/context";
import type { Route } from "./+types/selfcare-confirmation";

export async function loader({ request, context }: Route.LoaderArgs) {
  const repeated = new URL(request.url).searchParams.get(REPEATED_QUERY) === "1";
  return { ...(await loadReceipt(request, context, "selfcare")), repeated, lang: context.get(requestInfoContext).lang };
}

/** The receipt holds personal data: never cache it. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function SelfcareConfirmationRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmationScreen
      payload={loaderData.payload}
      lang={loaderData.lang}
      downloadFailed={loaderData.downloadFailed}
      repeated={loaderData.repeated}
    />
  );
}
