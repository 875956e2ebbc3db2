import { describe, expect, it } from "vitest";
import { expectPdf } from "./pdf";

describe("expectPdf", () => {
  it("passes a PDF on and refuses anything else, naming its type", async () => {
    const pdf = new Blob(["%PDF-1.7 …"], { type: "application/pdf" });
    await expect(expectPdf(pdf)).resolves.toBe(pdf);
    await expect(expectPdf(new Blob(["<html>"], { type: "text/html" }))).rejects.toThrow("Not a PDF: text/html");
    await expect(expectPdf(new Blob(['{"code":'], { type: "" }))).rejects.toThrow("Not a PDF: no type");
  });
});
