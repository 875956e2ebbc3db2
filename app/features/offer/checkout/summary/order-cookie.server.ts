import type { RouterContextProvider } from "react-router";
import { appConfigContext } from "~/platform/config/context";
import { signedCookie } from "~/platform/http/signed-cookie.server";
import { tokenDigest } from "~/platform/http/token-digest.server";

/**
 * What the thank-you page needs beyond the summary call and cannot load after the order (the offer is then
 * consumed): the identity verification that belongs to the order. Signed, HttpOnly, one order.
 */
export interface OrderNote {
  token: string;
  orderId: string;
  idvToken?: string;
}

/** As the cookie holds it: the offer's token only as a digest, since the page only compares it with its address. */
interface StoredNote {
  link: string;
  orderId: string;
  idvToken?: string;
}

const ORDER_COOKIE = "offer_order";
/**
 * A day: the note serves the thank-you page right after the order, after the way back from the payment provider
 * (whose sessions last minutes to hours), and on a reload or a visit the same day. It carries the verification's
 * token, which grants access to the verification, so it does not stay for weeks with every request.
 */
export const ORDER_NOTE_MAX_AGE_SECONDS = 24 * 60 * 60;

function orderCookie(request: Request, context: Readonly<RouterContextProvider>) {
  return signedCookie(ORDER_COOKIE, ORDER_NOTE_MAX_AGE_SECONDS, request, context.get(appConfigContext));
}

export async function orderNoteCookie(request: Request, context: Readonly<RouterContextProvider>, note: OrderNote) {
  const stored: StoredNote = {
    link: await tokenDigest(note.token),
    orderId: note.orderId,
    ...(note.idvToken ? { idvToken: note.idvToken } : {}),
  };
  return orderCookie(request, context).serialize(stored);
}

/** The note of this offer's order; another offer's (or a forged or expired one) counts as none. */
export async function readOrderNote(
  request: Request,
  context: Readonly<RouterContextProvider>,
  token: string,
): Promise<OrderNote | null> {
  const stored = (await orderCookie(request, context).parse()) as Partial<StoredNote> | null;
  if (!stored || typeof stored !== "object" || typeof stored.orderId !== "string") return null;
  if (stored.link !== (await tokenDigest(token))) return null;
  const idvToken = typeof stored.idvToken === "string" ? stored.idvToken : undefined;
  return { token, orderId: stored.orderId, ...(idvToken ? { idvToken } : {}) };
}
