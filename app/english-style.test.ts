import { describe, expect, it } from "vitest";
import { CATALOGUES } from "./messages";

/**
 * The English pages are en-US (`LOCALES`: MM/DD/YYYY, 12-hour clock), so their texts use one spelling: US. A British
 * form from this list fails the test with the key, so a new text cannot bring the mix back. Whole words only;
 * "cancellation" is US too and is not on the list.
 */
const BRITISH = [
  "colour",
  "colours",
  "favour",
  "favourite",
  "behaviour",
  "honour",
  "labour",
  "neighbour",
  "recognise",
  "recognised",
  "recognising",
  "organise",
  "organised",
  "authorise",
  "authorised",
  "authorisation",
  "personalise",
  "personalised",
  "personalisation",
  "realise",
  "apologise",
  "prioritise",
  "summarise",
  "optimise",
  "minimise",
  "licence",
  "cancelled",
  "cancelling",
  "travelled",
  "labelled",
  "modelling",
  "dialogue",
  "catalogue",
  "centre",
  "centres",
  "fibre",
  "metre",
  "metres",
  "postcode",
  "postcodes",
  "programme",
  "cheque",
  "tariff",
  "tariffs",
  "whilst",
  "amongst",
  "enrol",
  "fulfil",
  "judgement",
  "working days",
  "mobile phone",
  "straight after",
  "by post",
];

const english = Object.entries(CATALOGUES.en) as [string, string][];

describe("the English catalogue", () => {
  it("uses US spelling and wording throughout (no word from the British list)", () => {
    const found = english.flatMap(([key, text]) =>
      BRITISH.filter((word) => new RegExp(`\\b${word}\\b`, "iu").test(text)).map((word) => `${key}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it("writes “email” one way: never “e-mail” or “E-mail”", () => {
    const found = english.filter(([, text]) => /\be-mails?\b/iu.test(text)).map(([key]) => key);
    expect(found).toEqual([]);
  });

  it("puts no space before “%” or before an ellipsis", () => {
    const found = english.filter(([, text]) => /\d %|\s…/u.test(text)).map(([key]) => key);
    expect(found).toEqual([]);
  });
});

describe("the British word list", () => {
  it("catches the forms it lists, as whole words only", () => {
    const hits = (text: string) => BRITISH.filter((word) => new RegExp(`\\b${word}\\b`, "iu").test(text));
    expect(hits("Colour and Postcode were cancelled")).toEqual(["colour", "cancelled", "postcode"]);
    expect(hits("Color, postal code, canceled, cancellation, tariffless")).toEqual([]);
  });
});
