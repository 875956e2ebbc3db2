import type { RouterContextProvider } from "react-router";
import type { SepaCreditor } from "~/platform/brand/registry";
import { appConfigContext, requestInfoContext } from "~/platform/config/context";

/** The request's brand's SEPA creditor from the configuration (`BRAND_SEPA_CREDITORS`); null: none configured. */
export function sepaCreditorOf(context: Readonly<RouterContextProvider>): SepaCreditor | null {
  const { brand } = context.get(requestInfoContext);
  return context.get(appConfigContext).brandSettings[brand.slug]?.sepaCreditor ?? null;
}
