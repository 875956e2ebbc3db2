import { afterAll, describe, expect, it } from "vitest";
import { demoUnderTest, TEST_NOW } from "../../../demo-api/demo.test-support.ts";
import { ApiError } from "./api-error.ts";
import { createApiClient } from "./client.ts";
import { getAuthToken, LoginLimitedError, retryAtOf } from "./endpoints/get-auth-token.ts";
import { getOffer } from "./endpoints/get-offer.ts";
import type { FetchLike } from "./retry.ts";
import { bearerOf, createServerApiClient } from "./server.ts";

/** A backend that answers every call with an empty offer list and remembers the Authorization it got. */
function recordingFetch() {
  const authorizations: (string | null)[] = [];
  const fetch: FetchLike = async (request) => {
    authorizations.push(request.headers.get("authorization"));
    return Response.json({ code: "NOT_FOUND", message: "-" }, { status: 404 });
  };
  return { fetch, authorizations };
}

describe("the server's client sends the offer login's bearer from its HttpOnly cookie", () => {
  const sentBearer = async (cookie: string | null, secureCookies: boolean, url = "http://shop.example/angebot/t") => {
    const { fetch, authorizations } = recordingFetch();
    const request = new Request(url, cookie ? { headers: { cookie } } : {});
    const { client } = createServerApiClient(request, {
      apiBaseUrl: "http://api.test",
      apiFetch: fetch,
      secureCookies,
    });
    await getOffer(client, "t").catch(() => undefined);
    return authorizations[0];
  };

  it("under the __Host- name where cookies are Secure, under the plain name on plain http", async () => {
    expect(await sentBearer("__Host-auth_token=demo-access-1", true)).toBe("Bearer demo-access-1");
    expect(await sentBearer("auth_token=demo-access-1", false)).toBe("Bearer demo-access-1");
    expect(await sentBearer("__Host-auth_token=demo-access-1", false, "https://shop.example/")).toBe(
      "Bearer demo-access-1",
    );
  });

  it("not a cookie planted under the plain name where cookies are Secure, no malformed value, none without", async () => {
    expect(await sentBearer("auth_token=planted", true)).toBeNull();
    expect(await sentBearer("auth_token=a%20b", false)).toBeNull();
    expect(await sentBearer("auth_token=%3Cscript%3E", false)).toBeNull();
    expect(await sentBearer(null, false)).toBeNull();
  });

  it("or the bearer it is given (the login checks the one it has just received)", async () => {
    const { fetch, authorizations } = recordingFetch();
    const request = new Request("http://shop.example/", { headers: { cookie: "auth_token=older" } });
    const config = { apiBaseUrl: "http://api.test", apiFetch: fetch, secureCookies: false };
    await getOffer(createServerApiClient(request, config, "fresh").client, "t").catch(() => undefined);
    expect(authorizations).toEqual(["Bearer fresh"]);
    expect(bearerOf(request, config)).toBe("older");
  });
});

describe("the code exchange", () => {
  let now = TEST_NOW.getTime();
  const demo = demoUnderTest(() => new Date(now));
  afterAll(() => demo.cleanup());
  const api = createApiClient({
    baseUrl: "http://demo.test",
    traceId: "t",
    fetch: async (request) => demo.app.fetch(request),
  });

  it("sends the offer with the code: another offer's code is refused", async () => {
    expect((await getAuthToken(api, "123456", "demo-offer-login~exchange")).tokenType).toBe("Bearer");
    const refused = await getAuthToken(api, "654321", "demo-offer-login~exchange").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 401, code: "AUTH_CODE_INVALID" });
  });

  it("raises LoginLimitedError with the time from Retry-After on 429", async () => {
    const offer = "demo-offer-login~limited";
    for (let i = 0; i < 5; i++) await getAuthToken(api, `99999${i}`, offer).catch(() => undefined);
    now += 4 * 60 * 1000;
    const limited = await getAuthToken(api, "123456", offer, () => now).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(LoginLimitedError);
    expect(limited).toMatchObject({ status: 429, code: "TOO_MANY_REQUESTS" });
    expect((limited as LoginLimitedError).retryAt).toEqual(new Date(TEST_NOW.getTime() + 10 * 60 * 1000));
  });
});

describe("retryAtOf", () => {
  const now = TEST_NOW.getTime();
  it.each([
    ["120", now + 120_000],
    [" 60 ", now + 60_000],
    [new Date(now + 300_000).toUTCString(), now + 300_000],
    // Never in the past or now, never further than a day, and the contract's window when it names none.
    ["0", now + 1000],
    [new Date(now - 60_000).toUTCString(), now + 1000],
    ["999999999", now + 24 * 60 * 60 * 1000],
    ["soon", now + 10 * 60 * 1000],
    [null, now + 10 * 60 * 1000],
  ])("reads %j", (header, expected) => {
    expect(retryAtOf(header, now).getTime()).toBe(expected);
  });
});
