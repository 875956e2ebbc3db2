import { afterAll, afterEach, describe, expect, it } from "vitest";
import { demoUnderTest, TEST_NOW } from "./demo.test-support.ts";
import type { Schemas } from "./http.ts";
import { LOGIN_ATTEMPTS, lockedForSeconds, withWrongCode } from "./operations/auth-token.ts";
import { OFFER_SEEDS } from "./seed/offers.ts";

/** The clock the demo reads; a test moves it on. */
let now = TEST_NOW.getTime();
const demo = demoUnderTest(() => new Date(now));
afterEach(() => expect(demo.violations).toEqual([]));
afterAll(() => demo.cleanup());

let copies = 0;
/** A private copy of the login offer: its own code check, its own attempt count. */
const loginOffer = () => `demo-offer-login~auth${++copies}`;

const exchange = (code: string, offer?: string) =>
  demo.call(`/api/auth/token?code=${code}${offer === undefined ? "" : `&offer=${encodeURIComponent(offer)}`}`);

async function bearerFor(code: string, offer?: string): Promise<string> {
  const response = await exchange(code, offer);
  expect(response.status).toBe(200);
  return ((await response.json()) as Schemas["AuthToken"]).accessToken;
}

const offerWith = (token: string, bearer: string) =>
  demo.call(`/api/offer/${encodeURIComponent(token)}`, { headers: { authorization: `Bearer ${bearer}` } });

describe("the code is bound to its offer", () => {
  it("opens the named offer with that offer's code, and that offer only", async () => {
    const offer = loginOffer();
    const bearer = await bearerFor("123456", offer);
    expect((await offerWith(offer, bearer)).status).toBe(200);
    // Not the seeded offer, not another copy, not another login offer.
    expect((await offerWith("demo-offer-login", bearer)).status).toBe(401);
    expect((await offerWith(loginOffer(), bearer)).status).toBe(401);
    expect((await offerWith("demo-offer-login-blau", bearer)).status).toBe(401);
  });

  it("refuses another offer's code, an unknown offer and an offer without login as one wrong code", async () => {
    for (const [code, offer] of [
      ["654321", loginOffer()],
      ["123456", "demo-offer-login-blau"],
      ["123456", "demo-offer-unknown"],
      ["123456", "demo-offer-standard"],
    ] as const) {
      const response = await exchange(code, offer);
      expect(response.status, `${code} for ${offer}`).toBe(401);
      expect(((await response.json()) as Schemas["ErrorResponse"]).code).toBe("AUTH_CODE_INVALID");
    }
  });

  it("without an offer (older clients), looks the code up and opens the offer it belongs to", async () => {
    const bearer = await bearerFor("654321");
    expect((await offerWith("demo-offer-login-blau", bearer)).status).toBe(200);
    expect((await offerWith("demo-offer-login", bearer)).status).toBe(401);
  });

  it("gives every login offer of the catalogue a code", () => {
    const login = OFFER_SEEDS.filter((seed) => seed.access === "login");
    expect(login.map((seed) => seed.token)).toEqual(["demo-offer-login", "demo-offer-login-blau"]);
    for (const seed of OFFER_SEEDS) expect(Boolean(seed.loginCodes?.length), seed.token).toBe(seed.access === "login");
  });

  it("takes the same code again while it lives, each time for a new bearer", async () => {
    const offer = loginOffer();
    const first = await bearerFor("123456", offer);
    const second = await bearerFor("123456", offer);
    expect(second).not.toBe(first);
    expect((await offerWith(offer, first)).status).toBe(200);
  });
});

describe("wrong codes per offer", () => {
  it("locks the offer's login after 5 wrong codes until the window ends, the right code included", async () => {
    now = TEST_NOW.getTime();
    const offer = loginOffer();
    for (let i = 0; i < LOGIN_ATTEMPTS.wrongCodes; i++) expect((await exchange(`99999${i}`, offer)).status).toBe(401);
    now += 60_000;
    const locked = await exchange("123456", offer);
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe("540");
    expect(((await locked.json()) as Schemas["ErrorResponse"]).code).toBe("TOO_MANY_REQUESTS");
    // Another offer is not locked by it.
    expect((await exchange("123456", loginOffer())).status).toBe(200);
    // At the window's end the right code works again.
    now = TEST_NOW.getTime() + LOGIN_ATTEMPTS.windowMs;
    expect((await exchange("123456", offer)).status).toBe(200);
  });

  it("forgets the wrong codes once the right one is given", async () => {
    now = TEST_NOW.getTime();
    const offer = loginOffer();
    for (let i = 0; i < LOGIN_ATTEMPTS.wrongCodes - 1; i++) await exchange(`99999${i}`, offer);
    await bearerFor("123456", offer);
    for (let i = 0; i < LOGIN_ATTEMPTS.wrongCodes - 1; i++)
      expect((await exchange(`88888${i}`, offer)).status).toBe(401);
    expect((await exchange("123456", offer)).status).toBe(200);
  });

  it("counts calls without an offer together", async () => {
    now = TEST_NOW.getTime() + 24 * 60 * 60 * 1000;
    for (let i = 0; i < LOGIN_ATTEMPTS.wrongCodes; i++) expect((await exchange(`77777${i}`)).status).toBe(401);
    expect((await exchange("123456")).status).toBe(429);
    expect((await exchange("123456", loginOffer())).status).toBe(200);
  });
});

describe("the attempt rule", () => {
  const start = 1_000_000;
  it("opens a window with the first wrong code and locks at the fifth within it", () => {
    let attempts = withWrongCode(undefined, start);
    expect(attempts).toEqual({ wrong: 1, windowEnds: start + LOGIN_ATTEMPTS.windowMs });
    for (let i = 2; i <= LOGIN_ATTEMPTS.wrongCodes; i++) {
      expect(lockedForSeconds(attempts, start + i), `after ${i - 1}`).toBeNull();
      attempts = withWrongCode(attempts, start + i);
    }
    expect(attempts.windowEnds).toBe(start + LOGIN_ATTEMPTS.windowMs);
    expect(lockedForSeconds(attempts, start)).toBe(600);
    expect(lockedForSeconds(attempts, start + LOGIN_ATTEMPTS.windowMs - 1)).toBe(1);
    expect(lockedForSeconds(attempts, start + LOGIN_ATTEMPTS.windowMs)).toBeNull();
  });

  it("starts a new window for a wrong code after the last one ended", () => {
    const old = { wrong: 4, windowEnds: start };
    expect(withWrongCode(old, start)).toEqual({ wrong: 1, windowEnds: start + LOGIN_ATTEMPTS.windowMs });
  });
});
