import { type BrandSlug, DEFAULT_BRAND, isBrandSlug } from "./registry.ts";

export const BRAND_COOKIE = "brand";
export const BRAND_COOKIE_DAYS = 365;
export const BRAND_QUERY = "brand";

/**
 * A configured host name (BRAND_HOSTS). Without configured hosts — the demo, development — also a host whose first
 * label is a brand slug ("blau.localhost"); with them, only they name a brand, so a request for an unlisted
 * `blau.evil.example` does not pick one.
 */
export function brandFromHost(
  host: string | null | undefined,
  hostMap: Readonly<Record<string, BrandSlug>>,
): BrandSlug | undefined {
  if (!host) return undefined;
  const name = hostName(host);
  const mapped = hostMap[name];
  if (mapped) return mapped;
  if (Object.keys(hostMap).length > 0) return undefined;
  const first = name.split(".")[0];
  return name.includes(".") && isBrandSlug(first) ? first : undefined;
}

function hostName(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
}

/**
 * The origin a page names as its own (canonical and alternate links): the request's when its host is a configured
 * one or none are configured (the demo, development); else the brand's first configured host over https, so a
 * forged `Host` or `X-Forwarded-Host` never becomes the address search engines and shared caches keep.
 */
export function brandOrigin(url: URL, brand: BrandSlug, hostMap: Readonly<Record<string, BrandSlug>>): string {
  const hosts = Object.keys(hostMap);
  if (hosts.length === 0 || hostMap[hostName(url.host)]) return url.origin;
  const own = hosts.find((host) => hostMap[host] === brand);
  return own ? `https://${own}` : url.origin;
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
