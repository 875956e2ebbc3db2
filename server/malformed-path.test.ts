import type { Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { rejectMalformedPaths } from "./malformed-path";

function answer(path: string) {
  const res = { status: vi.fn(), type: vi.fn(), send: vi.fn() };
  res.status.mockReturnValue(res);
  res.type.mockReturnValue(res);
  const next = vi.fn();
  rejectMalformedPaths()({ path } as Request, res as unknown as Response, next);
  return { status: res.status.mock.calls[0]?.[0], passed: next.mock.calls.length === 1 };
}

describe("malformed paths", () => {
  it("answers 400 for broken percent-encoding without passing the request on", () => {
    expect(answer("/angebot/%C3%28")).toEqual({ status: 400, passed: false });
    expect(answer("/idv/%E0%A4%A/fehlgeschlagen")).toEqual({ status: 400, passed: false });
  });

  it("passes well-formed paths, encoded or not", () => {
    expect(answer("/angebot/demo-offer-standard")).toEqual({ status: undefined, passed: true });
    expect(answer("/angebot/%C3%A4%20x")).toEqual({ status: undefined, passed: true });
  });
});
