import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { renderApiTypes, TYPES_URL } from "./generate-api-types.ts";

describe("generated API types", () => {
  it("match api/openapi.yaml (run `npm run generate:api` after changing the contract)", async () => {
    const committed = await readFile(TYPES_URL, "utf8");
    expect(committed === (await renderApiTypes()), "app/platform/api/schema.d.ts is stale").toBe(true);
  }, 20_000);

  it("type binary payloads as Blob", async () => {
    const text = await readFile(TYPES_URL, "utf8");
    expect(text).toContain('"application/pdf": Blob;');
    expect(text).toContain("file: Blob;");
  });
});
