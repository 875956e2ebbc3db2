import { describe, expect, it } from "vitest";
import { fileProblems, isAcceptedType } from "./file-rules";

const pdf = { name: "Vollmacht.PDF", type: "application/pdf", size: 1000 };
const photo = { name: "ausweis.jpg", type: "image/jpeg", size: 6 * 1024 * 1024 };

describe("isAcceptedType", () => {
  it("matches MIME types, wildcards and extensions", () => {
    expect(isAcceptedType(pdf, ["application/pdf"])).toBe(true);
    expect(isAcceptedType(photo, ["image/*"])).toBe(true);
    expect(isAcceptedType(pdf, [".pdf"])).toBe(true);
    expect(isAcceptedType(photo, ["application/pdf", ".png"])).toBe(false);
    expect(isAcceptedType(photo, [])).toBe(true);
  });
});

describe("fileProblems", () => {
  it("reports files over the size limit and of a wrong type", () => {
    expect(fileProblems([pdf, photo], { maxSizeMb: 5 })).toEqual([{ name: "ausweis.jpg", kind: "too-large" }]);
    expect(fileProblems([pdf, photo], { accept: [".pdf"] })).toEqual([{ name: "ausweis.jpg", kind: "wrong-type" }]);
    expect(fileProblems([pdf], { maxSizeMb: 5, accept: ["application/pdf"] })).toEqual([]);
  });
  it("allows exactly the limit", () => {
    expect(fileProblems([{ ...pdf, size: 5 * 1024 * 1024 }], { maxSizeMb: 5 })).toEqual([]);
  });
});
