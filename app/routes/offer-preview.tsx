import { data } from "react-router";
import { loadOfferPreview, previewAction } from "~/features/offer/preview/preview.server";
import { PreviewScreen } from "~/features/offer/preview/preview-screen";
import type { Route } from "./+types/offer-preview";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadOfferPreview(params.token, context);
}

/**
 * "Vorschau zurücksetzen" and "Angebot zurücksetzen" (POST forms; work without JavaScript). A failed reset is the
 * backend's failure: 502 with the message, as the other actions answer.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const result = await previewAction(request, params.token, context);
  // A body that is not the reset form's: the page again, with the answer's status.
  if (result?.status === "refused") return data(null, { status: result.code });
  return result?.status === "failed" ? data(result, { status: 502 }) : result;
}

export default function OfferPreviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PreviewScreen preview={loaderData} result={actionData} />;
}
