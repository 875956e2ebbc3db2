import Negotiator from "negotiator";
import type { Language } from "./languages";

/**
 * The best of the offered languages for an Accept-Language header (RFC 9110 quality values, by `negotiator`),
 * or undefined when the header names none of them. Server only: the browser never negotiates.
 */
export function preferredLanguage(
  header: string | null | undefined,
  offered: readonly Language[],
): Language | undefined {
  if (!header) return undefined;
  // A region names its language ("tr-TR" asks for "tr"); an overlong header is cut, as before.
  const negotiator = new Negotiator({ headers: { "accept-language": header.slice(0, 512) } });
  const [best] = negotiator.languages([...offered]);
  return offered.find((language) => language === best);
}
