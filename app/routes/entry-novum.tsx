import { loadNovumEntry } from "~/features/offer/entry/novum-entry.server";
import { NovumEntryScreen } from "~/features/offer/entry/novum-entry-screen";
import type { Route } from "./+types/entry-novum";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNovumEntry(request, context);
}

export default function EntryNovumRoute({ loaderData }: Route.ComponentProps) {
  return <NovumEntryScreen entry={loaderData.entry} lang={loaderData.lang} />;
}
