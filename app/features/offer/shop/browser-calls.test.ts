import { describe, expect, it } from "vitest";
import { apiErrorFromResponse } from "~/platform/api/api-error";
import { downloadFailure } from "./browser-calls";

const failed = (status: number, body = "") => apiErrorFromResponse(new Response(body, { status }));

describe("downloadFailure", () => {
  it("keeps a login or access problem as it is, with its status", async () => {
    expect(downloadFailure(await failed(401))).toEqual({ reason: "Unauthorized", status: 401 });
    expect(downloadFailure(await failed(403))).toEqual({ reason: "Forbidden", status: 403 });
  });

  it("makes anything else a document that did not load", async () => {
    expect(downloadFailure(await failed(500))).toEqual({ reason: "DocumentsNotLoaded", status: 500 });
    expect(downloadFailure(new TypeError("Failed to fetch"))).toEqual({
      reason: "DocumentsNotLoaded",
      status: undefined,
    });
  });
});
