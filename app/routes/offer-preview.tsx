import { loadOfferPreview, previewAction } from "~/features/offer/preview/preview.server";
import { PreviewScreen } from "~/features/offer/preview/preview-screen";
import type { Route } from "./+types/offer-preview";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadOfferPreview(params.token, context);
}

/** "Vorschau zurücksetzen" and "Angebot zurücksetzen" (POST forms; work without JavaScript). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return previewAction(request, params.token, context);
}

export default function OfferPreviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PreviewScreen preview={loaderData} result={actionData} />;
}
