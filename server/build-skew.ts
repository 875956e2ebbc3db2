import { serialize } from "cookie-es";
import type { Request, RequestHandler, Response } from "express";
import { readCookies } from "../app/platform/http/cookies.ts";
import { LANGUAGES, type Language, languageFromPath } from "../app/platform/i18n/languages.ts";
import { de } from "../app/platform/i18n/messages/de.ts";
import { BUILD_COOKIE, BUILD_HEADER, parseBuildIdentity, skewDecision } from "./build-identity.ts";

type ShellMessages = Readonly<Record<keyof typeof de, string>>;

/**
 * A language's shell texts, from its catalogue file (`messages/<lang>.ts`, exporting the language's code), found by
 * the registry's list; imported with the extension, as the server runs its TypeScript as Node reads it, without a
 * bundler. A language whose shell catalogue is not written yet reads in German.
 */
async function shellMessagesOf(lang: Language): Promise<ShellMessages> {
  try {
    const module = (await import(`../app/platform/i18n/messages/${lang}.ts`)) as Record<string, ShellMessages>;
    return module[lang] ?? de;
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_MODULE_NOT_FOUND") return de;
    throw error;
  }
}

const SHELL_MESSAGES = new Map<Language, ShellMessages>(
  await Promise.all(LANGUAGES.map(async (lang) => [lang, await shellMessagesOf(lang)] as const)),
);

/**
 * A day: far longer than a rolling deploy, short enough that a forgotten identity does not outlive a browser's day.
 * (A refusal that reaches the customer clears it at once: see `refuse`.)
 */
export const BUILD_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;
/** What the refusal tells a client that gets it after all (every instance refused it: a rollback). */
export const REFUSAL_RETRY_AFTER_SECONDS = 1;

/**
 * Files that are the same bytes for every visitor of a build and cached publicly for a year (the hashed bundles,
 * the catalogue files of decision 0009): they never carry a cookie, which a shared cache would hand to everyone.
 */
const LASTING_FILES = ["/assets/", "/i18n/"];

/** `alwaysSecure`: AppConfig.secureCookies (production with a real backend), as for every cookie of the app. */
function buildCookie(value: string, maxAge: number, req: Request, alwaysSecure: boolean): string {
  const secure = alwaysSecure || req.secure;
  return serialize(BUILD_COOKIE, value, { path: "/", maxAge, sameSite: "lax", httpOnly: true, secure });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page a customer sees only when every instance refused (a rollback to an older build): the app's own
 * "try again" texts in the language of the address, no script, nothing of the request but its language; the
 * link (`href=""`) is the same address again, which the cleared cookie lets through.
 */
export function refusalPage(path: string): string {
  const lang = languageFromPath(path);
  const t = SHELL_MESSAGES.get(lang) ?? de;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t["error.page.title"].replace("{status}", "503"))}</title></head><body><main><h1>${escapeHtml(t["error.page.heading"])}</h1><p>${escapeHtml(t["error.unexpected.text"])}</p><p><a href="">${escapeHtml(t["error.boundary.reset"])}</a></p></main></body></html>`;
}

function refuse(req: Request, res: Response, alwaysSecure: boolean): void {
  res.status(503);
  res.setHeader("Retry-After", String(REFUSAL_RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", "no-store");
  // Harmless while the load balancer retries (it drops this answer); when it reaches the customer, their next
  // request is served by whatever build is left: a refusal locks nobody out for more than one answer.
  res.append("Set-Cookie", buildCookie("", 0, req, alwaysSecure));
  res.type("html").send(refusalPage(req.path));
}

/**
 * Rolling deploys without a page meeting the old build after the new one (docs/operations.md): every answer
 * names its build (`X-Build`, and the `build` cookie when the client's differs); a request from a client that
 * has met a newer build is refused with 503 before anything runs, and the load balancer retries it on another
 * instance (HAProxy `retry-on 503`, ingress-nginx `proxy-next-upstream http_503`). Mounted after the probes, the
 * field reports, the API proxy and the files a build has, which every build serves alike.
 */
export function buildSkew(own: number, { alwaysSecure = false }: { alwaysSecure?: boolean } = {}): RequestHandler {
  const identity = String(own);
  return (req, res, next) => {
    res.setHeader(BUILD_HEADER, identity);
    const raw = readCookies(req.headers.cookie)[BUILD_COOKIE];
    const client = parseBuildIdentity(raw);
    if (skewDecision(own, client) === "refuse") {
      refuse(req, res, alwaysSecure);
      return;
    }
    if (raw !== identity && !LASTING_FILES.some((prefix) => req.path.startsWith(prefix))) {
      res.append("Set-Cookie", buildCookie(identity, BUILD_COOKIE_MAX_AGE_SECONDS, req, alwaysSecure));
    }
    next();
  };
}
