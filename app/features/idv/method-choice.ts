import type { IdvMethod, IdvMethodId } from "~/platform/api/types";

/** What decides the method shown checked when the form renders (on the server, so before any script). */
export interface ChoiceSources {
  /** The method the customer just posted (a failed start answers with it; without JavaScript it is the only memory). */
  posted?: string | null | undefined;
  /** The verification's method so far (submitted: not started; failed: the one that just failed). */
  selected?: string | null | undefined;
  /** The failed page: the method that failed is not offered first again. */
  failed?: boolean;
}

const offered = (methods: readonly IdvMethod[], id: string | null | undefined): id is IdvMethodId =>
  Boolean(id) && methods.some((method) => method.id === id);

/**
 * The method shown first: the one the customer posted, else the one chosen before (not after it failed), else the
 * recommended one, else the first (the failed one last of all).
 */
export function initialChoice(methods: readonly IdvMethod[], sources: ChoiceSources = {}): IdvMethodId | null {
  if (offered(methods, sources.posted)) return sources.posted;
  if (!sources.failed && offered(methods, sources.selected)) return sources.selected;
  const others = sources.failed ? methods.filter((method) => method.id !== sources.selected) : methods;
  return (others.find((method) => method.recommended) ?? others[0])?.id ?? null;
}

/** The one method marked "recommended": the backend may flag several (OTP and eID in a mixed basket), we show one. */
export function recommendedMethod(methods: readonly IdvMethod[]): IdvMethodId | null {
  return methods.find((method) => method.recommended)?.id ?? null;
}
