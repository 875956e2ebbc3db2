import { describe, expect, it } from "vitest";
import { blockedStorage, memoryStorage } from "../storage/storages.test-support.ts";
import { AUTH_TOKEN_STORAGE_KEY, readAuthToken } from "./auth-token.ts";
import { clearAuthToken, storeAuthToken } from "./auth-token-store.ts";
import { authTokenFromRequest } from "./server.ts";

describe("auth token", () => {
  it("is kept in local storage and read back", () => {
    const storage = memoryStorage();
    expect(readAuthToken(storage)).toBeUndefined();
    storeAuthToken("demo-access-1", storage);
    expect(storage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe("demo-access-1");
    expect(readAuthToken(storage)).toBe("demo-access-1");
    clearAuthToken(storage);
    expect(readAuthToken(storage)).toBeUndefined();
  });
  it("copes with blocked storage and with none at all (server)", () => {
    const blocked = blockedStorage();
    expect(readAuthToken(blocked)).toBeUndefined();
    expect(() => storeAuthToken("x", blocked)).not.toThrow();
    expect(readAuthToken(undefined)).toBeUndefined();
  });
});

describe("auth token cookie", () => {
  const fakeDocument = (protocol = "https:") => {
    const written: string[] = [];
    const doc = {
      location: { protocol },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    return { doc, written };
  };

  it("is written beside the storage as a same-site session cookie, and cleared with it", () => {
    const { doc, written } = fakeDocument();
    storeAuthToken("demo-access-1", memoryStorage(), doc);
    expect(written).toEqual(["auth_token=demo-access-1; Path=/; SameSite=Strict; Secure"]);
    clearAuthToken(memoryStorage(), doc);
    expect(written[1]).toBe("auth_token=; Path=/; SameSite=Strict; Max-Age=0; Secure");
  });

  it("is read by the server only when it looks like a bearer token", () => {
    const request = (cookie: string) => new Request("http://app.test/", { headers: { Cookie: cookie } });
    expect(authTokenFromRequest(request("auth_token=demo-access-1"))).toBe("demo-access-1");
    expect(authTokenFromRequest(request("auth_token=a%20b"))).toBeUndefined();
    expect(authTokenFromRequest(request("auth_token=%3Cscript%3E"))).toBeUndefined();
    expect(authTokenFromRequest(new Request("http://app.test/"))).toBeUndefined();
  });

  it("is not written for a token with characters a cookie cannot hold", () => {
    const { doc, written } = fakeDocument("http:");
    storeAuthToken("a b;c", memoryStorage(), doc);
    expect(written).toEqual([]);
  });
});
