/**
 * A checkout step renders only for a chosen cart (its cookie), and the summary only with a payment choice: the
 * benches set the cart cookie and save the payment step through the app itself (SEPA), as a customer would, and
 * send those cookies with the page, so the measured page is the step itself (not a redirect to the offer).
 */
import { hostCookieName } from "../app/platform/http/cookies.ts";

const STEP = /\/angebot\/([^/]+)\/(meine-daten|ausweisdaten|zahlung|zusammenfassung)$/;

/**
 * The `Cookie` header a path needs on the server at `baseUrl`, or null for a page that needs none. `secure`: the
 * server's cookies are Secure and `__Host-` (production with a real backend), so the names are those.
 */
export async function checkoutCookies(baseUrl: string, path: string, secure = false): Promise<string | null> {
  const step = STEP.exec(path);
  if (!step?.[1]) return null;
  const token = step[1];
  const choice = `${hostCookieName("offer_choice", secure)}=0.Standard.${token}`;
  if (step[2] !== "zusammenfassung") return choice;
  const form = new URLSearchParams({
    paymentMethod: "sepa",
    iban: "DE89370400440532013000",
    accountHolder: "Erika Mustermann",
    mandate: "accepted",
  });
  const saved = await fetch(`${baseUrl}/angebot/${token}/zahlung`, {
    method: "POST",
    body: form,
    headers: { Cookie: choice },
    redirect: "manual",
  });
  const payment = saved.headers.getSetCookie().find((c) => c.startsWith(`${hostCookieName("offer_payment", secure)}=`));
  if (!payment) throw new Error(`The payment step of ${token} did not save (status ${saved.status})`);
  return `${choice}; ${payment.split(";")[0] ?? ""}`;
}

/** `{ name, value }` pairs of a `Cookie` header, for a browser context. */
export function cookiePairs(header: string | null): { name: string; value: string }[] {
  if (!header) return [];
  return header.split("; ").map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}
