import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/** Provides the request's CSP nonce to inline scripts rendered on the server. */
export const NonceProvider = NonceContext.Provider;

/** The CSP nonce on the server; in the browser the attribute is hidden, so this is undefined after hydration. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
