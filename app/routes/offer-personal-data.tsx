import { personalDataAction, personalDataLoader } from "~/features/offer/checkout/personal-data/personal-data.server";
import { PersonalDataScreen } from "~/features/offer/checkout/personal-data/personal-data-screen";
import type { Route } from "./+types/offer-personal-data";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return personalDataLoader(request, params.token, context);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return personalDataAction(request, params.token, context);
}

export default function OfferPersonalDataRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { page, ...checkout } = loaderData;
  return <PersonalDataScreen checkout={checkout} page={page} action={actionData} />;
}
