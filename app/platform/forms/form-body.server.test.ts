import { describe, expect, it } from "vitest";
import { MAX_TEXT_LENGTH, readFormBody } from "./form-body.server";

const SHAPE = { text: ["name", "email"], lists: ["ids"], files: ["proof"], maxBytes: 4096 };
const URLENCODED = "application/x-www-form-urlencoded";

function post(body: BodyInit | null, contentType?: string) {
  const headers = contentType ? { "content-type": contentType } : undefined;
  return new Request("http://localhost/form", { method: "POST", body, headers });
}
const encoded = (entries: [string, string][]) => post(new URLSearchParams(entries).toString(), URLENCODED);

describe("readFormBody", () => {
  it("reads the form's fields, url-encoded or multipart", async () => {
    const read = await readFormBody(
      encoded([
        ["name", "Erika"],
        ["ids", "a"],
        ["ids", "b"],
      ]),
      SHAPE,
    );
    expect(read.ok && read.formData.getAll("ids")).toEqual(["a", "b"]);
    const multipart = new FormData();
    multipart.append("name", "Erika");
    multipart.append("proof", new File(["%PDF"], "proof.pdf", { type: "application/pdf" }));
    const withFile = await readFormBody(post(multipart), SHAPE);
    expect(withFile.ok && (withFile.formData.get("proof") as File).name).toBe("proof.pdf");
  });

  it("takes a post without a body as an empty form", async () => {
    const read = await readFormBody(post(null), SHAPE);
    expect(read.ok && [...read.formData.keys()]).toEqual([]);
    expect((await readFormBody(post(new Uint8Array()), SHAPE)).ok).toBe(true);
    expect(await readFormBody(post(new Uint8Array([1, 2])), SHAPE)).toMatchObject({ status: 415 });
  });

  it("answers 415 for another content type, 413 beyond the body's limit", async () => {
    expect(await readFormBody(post('{"name":"x"}', "application/json"), SHAPE)).toMatchObject({
      ok: false,
      status: 415,
      message: "error.form.unsupported",
    });
    expect(await readFormBody(post("name=x", "text/plain"), SHAPE)).toMatchObject({ status: 415 });
    expect(await readFormBody(encoded([["name", "a".repeat(5000)]]), SHAPE)).toMatchObject({
      status: 413,
      message: "error.form.tooLarge",
    });
  });

  it("refuses a text twice, unknown names, control characters and files where texts belong, echoing what is safe", async () => {
    const twice = await readFormBody(
      encoded([
        ["name", "Erika"],
        ["name", "<b>"],
        ["email", "e@x.de"],
      ]),
      SHAPE,
    );
    expect(twice).toEqual({
      ok: false,
      status: 400,
      message: "error.form.malformed",
      values: { name: "Erika", email: "e@x.de" },
    });
    const unknown = await readFormBody(
      encoded([
        ["name", "Erika"],
        ["__proto__", "x"],
        ["name[]", "y"],
      ]),
      SHAPE,
    );
    expect(unknown).toMatchObject({ status: 400, values: { name: "Erika" } });
    const control = await readFormBody(encoded([["name", "Er\u0000ika\u001b"]]), SHAPE);
    expect(control).toMatchObject({ status: 400, values: { name: "Erika" } });
    const file = new FormData();
    file.append("name", new File(["<script>"], "x.html", { type: "text/html" }));
    expect(await readFormBody(post(file), SHAPE)).toMatchObject({ status: 400, values: {} });
    expect(await readFormBody(encoded([["proof", "C:\\fakepath"]]), SHAPE)).toMatchObject({ status: 400 });
  });

  it("keeps tabs and line breaks, and allows a file input left empty", async () => {
    expect(
      (
        await readFormBody(
          encoded([
            ["name", "a\tb\r\nc"],
            ["proof", ""],
          ]),
          SHAPE,
        )
      ).ok,
    ).toBe(true);
  });

  it("answers 413 for a text beyond the field limit, and echoes it cut to that limit", async () => {
    const long = "a".repeat(MAX_TEXT_LENGTH + 1);
    const read = await readFormBody(post(new URLSearchParams([["name", long]]).toString(), URLENCODED), {
      ...SHAPE,
      maxBytes: 8192,
    });
    expect(read).toMatchObject({ status: 413, values: { name: "a".repeat(MAX_TEXT_LENGTH) } });
  });

  it("answers 400 for a multipart body that does not parse", async () => {
    expect(await readFormBody(post("--x\r\nbroken", "multipart/form-data; boundary=x"), SHAPE)).toMatchObject({
      status: 400,
    });
    expect(await readFormBody(post("x", "multipart/form-data"), SHAPE)).toMatchObject({ status: 400 });
  });
});
