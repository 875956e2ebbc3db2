import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  BUILD_IDENTITY_FILE,
  parseBuildIdentity,
  readBuildIdentity,
  skewDecision,
  writeBuildIdentity,
} from "./build-identity";

describe("skewDecision: the own build against the build the client has met", () => {
  it("serves a client that has met no build yet", () => {
    expect(skewDecision(1_000, null)).toBe("serve");
  });

  it("serves a client of the same build", () => {
    expect(skewDecision(1_000, 1_000)).toBe("serve");
  });

  it("serves a client of an older build (it moves on to this one)", () => {
    expect(skewDecision(1_000, 999)).toBe("serve");
    expect(skewDecision(1_000, 0)).toBe("serve");
  });

  it("refuses a client that has met a newer build", () => {
    expect(skewDecision(1_000, 1_001)).toBe("refuse");
    expect(skewDecision(1_000, Number.MAX_SAFE_INTEGER)).toBe("refuse");
  });
});

describe("parseBuildIdentity: a cookie value the client controls", () => {
  it("reads digits", () => {
    expect(parseBuildIdentity("1795670000000")).toBe(1_795_670_000_000);
    expect(parseBuildIdentity("0")).toBe(0);
  });

  it.each([
    ["absent", undefined],
    ["null", null],
    ["empty", ""],
    ["negative", "-1"],
    ["a fraction", "1.5"],
    ["an exponent", "1e20"],
    ["hex", "0x10"],
    ["spaces", " 12"],
    ["markup", "<script>1</script>"],
    ["seventeen digits", "12345678901234567"],
    ["above the safe integers", "9999999999999999"],
  ])("ignores %s", (_what, value) => {
    expect(parseBuildIdentity(value)).toBeNull();
  });
});

describe("the identity file the build writes and every instance reads", () => {
  const dirs: string[] = [];
  const buildDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "build-identity-"));
    dirs.push(dir);
    mkdirSync(join(dir, "server"));
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("reads what was written", () => {
    const dir = buildDir();
    writeBuildIdentity(dir, 1_795_670_000_000);
    expect(readBuildIdentity(dir)).toBe(1_795_670_000_000);
  });

  it("is null without the file or with a broken one", () => {
    const dir = buildDir();
    expect(readBuildIdentity(dir)).toBeNull();
    writeFileSync(join(dir, BUILD_IDENTITY_FILE), "{");
    expect(readBuildIdentity(dir)).toBeNull();
    writeFileSync(join(dir, BUILD_IDENTITY_FILE), '{"identity":"soon"}');
    expect(readBuildIdentity(dir)).toBeNull();
  });

  it("gives a later build a larger identity", () => {
    const [older, newer] = [buildDir(), buildDir()];
    writeBuildIdentity(older, 1_000);
    writeBuildIdentity(newer, 2_000);
    expect(skewDecision(readBuildIdentity(older) ?? 0, readBuildIdentity(newer))).toBe("refuse");
    expect(skewDecision(readBuildIdentity(newer) ?? 0, readBuildIdentity(older))).toBe("serve");
  });
});
