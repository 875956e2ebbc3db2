import type { BrandSlug } from "~/platform/api/types";
import { isBrandSlug } from "~/platform/brand/registry";

/** The contract's token: 1-128 characters of `A-Za-z0-9._~-`. */
const TOKEN = /^[A-Za-z0-9._~-]{1,128}$/;

export type DeclineLink = { valid: true; token: string; brand: BrandSlug } | { valid: false };

/**
 * The link's token and brand from the page address. The brand falls back to the page's brand when the
 * link names none; a missing or odd token, or a brand that is none of ours, is an invalid link.
 */
export function readDeclineLink(url: URL, pageBrand: BrandSlug): DeclineLink {
  const token = url.searchParams.get("token") ?? "";
  const brand = url.searchParams.get("brand") ?? pageBrand;
  if (!TOKEN.test(token) || !isBrandSlug(brand)) return { valid: false };
  return { valid: true, token, brand };
}

/** The page's own address for the redirect after the post: a data request (`….data`, `_routes`) as its page. */
export function pageAddress(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return `${url.pathname.replace(/\.data$/, "")}${query ? `?${query}` : ""}`;
}
