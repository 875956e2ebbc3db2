import { data, type RouterContextProvider } from "react-router";
import { toApiError } from "~/platform/api/api-error";
import { getNovumEntry } from "~/platform/api/endpoints/get-novum-entry";
import type { OfferUseCase } from "~/platform/api/types";
import { apiClientContext, requestInfoContext } from "~/platform/config/context";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { pathTo } from "~/platform/routing/route-table";
import { isOfferToken } from "../login/return-path";

export type NovumEntryProblem = "invalid" | "unknown" | "expired" | "failed";

export type NovumEntryData =
  | { state: "ready"; offerPath: string; useCase: OfferUseCase }
  | { state: NovumEntryProblem; retryPath?: string };

export interface NovumEntryPage {
  entry: NovumEntryData;
  lang: Language;
}

const STATUS: Record<NovumEntryProblem, number> = { invalid: 400, unknown: 404, expired: 410, failed: 502 };

/** Which screen a failed entry call leads to. */
export function novumEntryProblem(error: unknown): NovumEntryProblem {
  const api = toApiError(error);
  if (api.status === 410 || api.code === "LINK_EXPIRED") return "expired";
  if (api.status === 404) return "unknown";
  if (api.status === 400) return "invalid";
  return "failed";
}

/**
 * `/entry/novum?id=`: the entry's offer (its path built from the offer token, never a foreign address), or
 * why the link does not lead there, with the matching HTTP status.
 */
export async function loadNovumEntry(request: Request, context: Readonly<RouterContextProvider>) {
  const { lang } = context.get(requestInfoContext);
  const page = (entry: NovumEntryData, status = 200) => data<NovumEntryPage>({ entry, lang }, { status });
  const id = new URL(request.url).searchParams.get("id") ?? "";
  if (!isOfferToken(id)) return page({ state: "invalid" }, STATUS.invalid);
  try {
    const entry = await getNovumEntry(context.get(apiClientContext)(), id);
    if (!isOfferToken(entry.offerToken)) throw new Error("The entry names no usable offer token.");
    const offerPath = localizePath(pathTo("offer", { token: entry.offerToken }), lang);
    return page({ state: "ready", offerPath, useCase: entry.offerUseCase });
  } catch (error) {
    const state = novumEntryProblem(error);
    const retryPath = state === "failed" ? `${localizePath(pathTo("entry-novum"), lang)}?id=${id}` : undefined;
    return page({ state, ...(retryPath ? { retryPath } : {}) }, STATUS[state]);
  }
}
