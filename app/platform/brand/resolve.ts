import { type BrandSlug, DEFAULT_BRAND, isBrandSlug } from "./registry.ts";

export const BRAND_COOKIE = "brand";
export const BRAND_COOKIE_DAYS = 365;
export const BRAND_QUERY = "brand";

/** A configured host name, or a host whose first label is a brand slug ("blau.localhost"). */
export function brandFromHost(
  host: string | null | undefined,
  hostMap: Readonly<Record<string, BrandSlug>>,
): BrandSlug | undefined {
  if (!host) return undefined;
  const name = host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  const mapped = hostMap[name];
  if (mapped) return mapped;
  const first = name.split(".")[0];
  return name.includes(".") && isBrandSlug(first) ? first : undefined;
}

function normalise(value: string | null | undefined): BrandSlug | undefined {
  const candidate = value?.trim().toLowerCase();
  return isBrandSlug(candidate) ? candidate : undefined;
}

/** Brand for a request: host or query parameter, then the stored cookie, then o2. Unknown values never fail. */
export function resolveBrand(input: {
  host: string | null | undefined;
  query: string | null | undefined;
  cookie: string | null | undefined;
  hostMap: Readonly<Record<string, BrandSlug>>;
}): BrandSlug {
  return brandFromHost(input.host, input.hostMap) ?? normalise(input.query) ?? normalise(input.cookie) ?? DEFAULT_BRAND;
}
