import { describe, expect, it } from "vitest";
import { errorPageEvent } from "./error-page";
import { NOT_FOUND_PATTERN } from "./page-view";

const TOKEN = "secret-token-123";

describe("errorPageEvent", () => {
  it("carries the status and the route pattern, never the token", () => {
    const event = errorPageEvent(500, [
      { id: "root", pathname: "/", params: { token: TOKEN } },
      { id: "de.offer-token-error", pathname: `/angebot/${TOKEN}/fehler`, params: { token: TOKEN } },
    ]);
    expect(event).toEqual({ detail: { status: 500, path: "/angebot/:token/fehler" } });
    expect(JSON.stringify(event)).not.toContain(TOKEN);
  });

  it("tracks an unknown address as not found, not by its path", () => {
    const event = errorPageEvent(404, [
      { id: "root", pathname: "/", params: { "*": `angebot/${TOKEN}/x` } },
      { id: "not-found", pathname: `/angebot/${TOKEN}/x`, params: { "*": `angebot/${TOKEN}/x` } },
    ]);
    expect(event).toEqual({ detail: { status: 404, path: NOT_FOUND_PATTERN } });
    expect(JSON.stringify(event)).not.toContain(TOKEN);
  });

  it("keeps the English prefix of the pattern", () => {
    const params = { token: TOKEN };
    expect(errorPageEvent(503, [{ id: "en.idv", pathname: `/en/idv/${TOKEN}`, params }]).detail).toEqual({
      status: 503,
      path: "/en/idv/:token",
    });
  });
});
