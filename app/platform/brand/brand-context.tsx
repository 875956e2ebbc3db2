import { createContext, type ReactNode, useContext } from "react";
import { type Brand, FALLBACK_BRAND } from "./registry";

const BrandContext = createContext<Brand>(FALLBACK_BRAND);

export function BrandProvider(props: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={props.brand}>{props.children}</BrandContext.Provider>;
}

/** The brand of the current page (set once per document by the root route). */
export function useBrand(): Brand {
  return useContext(BrandContext);
}
