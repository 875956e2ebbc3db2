import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGES } from "~/platform/i18n/languages";
import { blockedStorage, memoryStorage } from "~/platform/storage/storages.test-support";
import { RETURN_PATH_STORAGE_KEY, rememberReturnPath, safeReturnPath, takeReturnPath } from "./return-path";

const TOKEN = "demo-offer-login";

describe("safeReturnPath", () => {
  it.each([
    "/angebot/demo-offer-login",
    "/angebot/demo-offer-login/meine-daten",
    "/en/angebot/demo-offer-login/zahlung",
    "/tr/angebot/demo-offer-login",
    "/angebot/demo-offer-login/zusammenfassung?step=2#prices",
  ])("accepts the same offer's page %s", (path) => {
    expect(safeReturnPath(TOKEN, path)).toBe(path);
  });

  it.each([
    ["another site", "https://evil.example/angebot/demo-offer-login"],
    ["a protocol-relative address", "//evil.example/angebot/demo-offer-login"],
    ["a backslash read as a slash", "/\\evil.example/angebot/demo-offer-login"],
    ["a backslash inside", "/angebot/demo-offer-login\\..\\..\\kuendigung"],
    ["a javascript: address", "javascript:alert(1)"],
    ["a relative path", "angebot/demo-offer-login"],
    ["a tab that browsers drop", "/\t/evil.example/angebot/demo-offer-login"],
    ["a line break", "/angebot/demo-offer-login\n/x"],
    ["another offer", "/angebot/demo-offer-standard"],
    ["a longer token with the same start", "/angebot/demo-offer-login-2"],
    ["a dot segment leaving the offer", "/angebot/demo-offer-login/../demo-offer-standard"],
    ["an encoded dot segment", "/angebot/demo-offer-login/%2e%2e/demo-offer-standard"],
    ["an encoded slash in the token", "/angebot/demo-offer-login%2F..%2Fx"],
    ["the login itself (a loop)", "/angebot/demo-offer-login/login"],
    ["the login in English", "/en/angebot/demo-offer-login/login?code=1"],
    ["a page outside the offer", "/kuendigung"],
    ["a German path with a de prefix", "/de/angebot/demo-offer-login"],
    ["an empty value", ""],
    ["a number", 42],
    ["nothing", null],
  ])("refuses %s", (_, path) => {
    expect(safeReturnPath(TOKEN, path)).toBeUndefined();
  });

  it("refuses tokens that are dot segments or not tokens at all", () => {
    expect(safeReturnPath("..", "/angebot/../kuendigung")).toBeUndefined();
    expect(safeReturnPath(".", "/angebot/./x")).toBeUndefined();
    expect(safeReturnPath("a/b", "/angebot/a/b")).toBeUndefined();
  });
});

describe("language prefixes", () => {
  it("are exactly the prefixed interface languages", () => {
    for (const lang of LANGUAGES) {
      const path = `/${lang}/angebot/${TOKEN}`;
      expect(safeReturnPath(TOKEN, path), lang).toBe(lang === DEFAULT_LANGUAGE ? undefined : path);
    }
    expect(safeReturnPath(TOKEN, `/fr/angebot/${TOKEN}`)).toBeUndefined();
    expect(safeReturnPath(TOKEN, `/entry/angebot/${TOKEN}`)).toBeUndefined();
  });
});

describe("remember and take the return path", () => {
  it("gives back the remembered path once", () => {
    const storage = memoryStorage();
    expect(rememberReturnPath(TOKEN, "/angebot/demo-offer-login/zahlung", storage)).toBe(true);
    expect(takeReturnPath(TOKEN, storage)).toBe("/angebot/demo-offer-login/zahlung");
    expect(takeReturnPath(TOKEN, storage)).toBeUndefined();
  });

  it("does not remember a path it would not return to", () => {
    const storage = memoryStorage();
    expect(rememberReturnPath(TOKEN, "https://evil.example/", storage)).toBe(false);
    expect(storage.getItem(RETURN_PATH_STORAGE_KEY)).toBeNull();
  });

  it("checks a stored path again: another offer's path or a planted one is dropped", () => {
    const storage = memoryStorage();
    rememberReturnPath("demo-offer-standard", "/angebot/demo-offer-standard/zahlung", storage);
    expect(takeReturnPath(TOKEN, storage)).toBeUndefined();
    expect(storage.getItem(RETURN_PATH_STORAGE_KEY)).toBeNull();
    storage.setItem(RETURN_PATH_STORAGE_KEY, "//evil.example/angebot/demo-offer-login");
    expect(takeReturnPath(TOKEN, storage)).toBeUndefined();
  });

  it("copes with blocked storage", () => {
    const blocked = blockedStorage();
    expect(rememberReturnPath(TOKEN, "/angebot/demo-offer-login", blocked)).toBe(false);
    expect(takeReturnPath(TOKEN, blocked)).toBeUndefined();
    expect(takeReturnPath(TOKEN, undefined)).toBeUndefined();
  });
});
