import { ConfirmationScreen } from "~/features/termination/confirmation-screen";
import { loadReceipt } from "~/features/termination/termination.server";
import { requestInfoContext } from "~/platform/config/context";
import type { Route } from "./+types/selfcare-confirmation";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await loadReceipt(request, context, "selfcare")), lang: context.get(requestInfoContext).lang };
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
    />
  );
}
