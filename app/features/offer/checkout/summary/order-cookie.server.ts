import type { RouterContextProvider } from "react-router";
import { appConfigContext } from "~/platform/config/context";
import { signedCookie } from "~/platform/http/signed-cookie.server";

/**
 * What the thank-you page needs beyond the summary call and cannot load after the order (the offer is then
 * consumed): the identity verification that belongs to the order. Signed, HttpOnly, for 30 days, one order.
 */
export interface OrderNote {
  token: string;
  orderId: string;
  idvToken?: string;
}

const ORDER_COOKIE = "offer_order";
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function orderCookie(request: Request, context: Readonly<RouterContextProvider>) {
  return signedCookie(ORDER_COOKIE, MAX_AGE_SECONDS, request, context.get(appConfigContext));
}

export function orderNoteCookie(request: Request, context: Readonly<RouterContextProvider>, note: OrderNote) {
  return orderCookie(request, context).serialize(note);
}

/** The note of this offer's order; another offer's (or a forged or expired one) counts as none. */
export async function readOrderNote(
  request: Request,
  context: Readonly<RouterContextProvider>,
  token: string,
): Promise<OrderNote | null> {
  const note = (await orderCookie(request, context).parse()) as OrderNote | null;
  return note && typeof note === "object" && note.token === token ? note : null;
}
