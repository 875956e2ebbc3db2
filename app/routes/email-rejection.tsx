import { emailRejectionAction, loadEmailRejection } from "~/features/email-rejection/email-rejection.server";
import { EmailRejectionScreen } from "~/features/email-rejection/email-rejection-screen";
import type { Route } from "./+types/email-rejection";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadEmailRejection(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return emailRejectionAction(request, context);
}

export default function EmailRejectionRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <EmailRejectionScreen state={actionData?.state ?? loaderData.state} />;
}
