import type { RouterContextProvider } from "react-router";
import { appConfigContext } from "~/platform/config/context";
import { signedCookie } from "~/platform/http/signed-cookie.server";
import { tokenDigest } from "~/platform/http/token-digest.server";
import { maskedNumber } from "./otp-number";

/**
 * The masked number an OTP start named, carried to the pending page in a signed, HttpOnly cookie: the backend's IDV
 * state does not repeat it, and a value in the address could be forged into a phishing text.
 */
const OTP_COOKIE = "idv_otp";
/** The code's page is read within minutes; an hour covers a slow SMS and a reload. */
const MAX_AGE_SECONDS = 60 * 60;

interface OtpNotice {
  /** The verification's token as a digest (tokenDigest): the cookie goes with every request for an hour. */
  link: string;
  sentTo: string;
}

const cookieOf = (request: Request, context: Readonly<RouterContextProvider>) =>
  signedCookie(OTP_COOKIE, MAX_AGE_SECONDS, request, context.get(appConfigContext));

/** The Set-Cookie header for a start's masked number, or null when it named none (or an odd one). */
export async function otpNoticeCookie(
  request: Request,
  context: Readonly<RouterContextProvider>,
  token: string,
  sentTo: unknown,
): Promise<string | null> {
  const masked = maskedNumber(sentTo);
  if (!masked) return null;
  const notice: OtpNotice = { link: await tokenDigest(token), sentTo: masked };
  return cookieOf(request, context).serialize(notice);
}

/** The masked number for this token, when this browser started its OTP; checked again, as any input. */
export async function readOtpNotice(
  request: Request,
  context: Readonly<RouterContextProvider>,
  token: string,
): Promise<string | null> {
  const notice = (await cookieOf(request, context).parse()) as Partial<OtpNotice> | null;
  return notice?.link !== undefined && notice.link === (await tokenDigest(token)) ? maskedNumber(notice.sentTo) : null;
}
