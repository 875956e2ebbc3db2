import { loadIdvPage } from "~/features/idv/idv.server";
import { PostIdentScreen } from "~/features/idv/post-ident-screen";
import type { Route } from "./+types/idv-post-ident";

/** PostIdent at a branch: the printable, downloadable coupon and how to find a branch. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadIdvPage(request, context, params.token, "idv-post-ident");
}

export default function IdvPostIdentRoute({ loaderData }: Route.ComponentProps) {
  return <PostIdentScreen page={loaderData} />;
}
