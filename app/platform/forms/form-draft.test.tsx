// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearDraft, clearDrafts, type DraftStorage, loadDraft, saveDraft } from "./draft-storage";
import { draftValues, useFormDraft } from "./form-draft";

afterEach(() => window.sessionStorage.clear());

describe("draft storage", () => {
  it("saves, loads and clears a draft", () => {
    saveDraft(window.sessionStorage, "t", { email: "a@b.de", ids: ["1", "2"] });
    expect(loadDraft(window.sessionStorage, "t")).toEqual({ email: "a@b.de", ids: ["1", "2"] });
    clearDraft(window.sessionStorage, "t");
    expect(loadDraft(window.sessionStorage, "t")).toBeNull();
  });

  it("ignores a tampered or broken draft", () => {
    window.sessionStorage.setItem("draft:t", "{not json");
    expect(loadDraft(window.sessionStorage, "t")).toBeNull();
    window.sessionStorage.setItem("draft:t", JSON.stringify({ ok: "1", bad: { nested: true }, n: 5 }));
    expect(loadDraft(window.sessionStorage, "t")).toEqual({ ok: "1" });
    window.sessionStorage.setItem("draft:t", JSON.stringify(["x"]));
    expect(loadDraft(window.sessionStorage, "t")).toBeNull();
  });

  it("clears every draft under a prefix and no other", () => {
    saveDraft(window.sessionStorage, "selfcare:o2:link-a", { email: "a@example.de" });
    saveDraft(window.sessionStorage, "selfcare:o2:link-b", { email: "b@example.de" });
    saveDraft(window.sessionStorage, "selfcare:blau:link-c", { email: "c@example.de" });
    window.sessionStorage.setItem("selfcare:o2:not-a-draft", "kept");
    clearDrafts(window.sessionStorage, "selfcare:o2:");
    expect(loadDraft(window.sessionStorage, "selfcare:o2:link-a")).toBeNull();
    expect(loadDraft(window.sessionStorage, "selfcare:o2:link-b")).toBeNull();
    expect(loadDraft(window.sessionStorage, "selfcare:blau:link-c")).toEqual({ email: "c@example.de" });
    expect(window.sessionStorage.getItem("selfcare:o2:not-a-draft")).toBe("kept");
  });

  it("never throws when storage fails", () => {
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
      length: 1,
      key: () => {
        throw new Error("denied");
      },
    };
    expect(() => saveDraft(broken, "t", { a: "1" })).not.toThrow();
    expect(loadDraft(broken, "t")).toBeNull();
    expect(() => clearDraft(broken, "t")).not.toThrow();
    expect(() => clearDrafts(broken, "t")).not.toThrow();
    expect(loadDraft(null, "t")).toBeNull();
  });
});

describe("draftValues", () => {
  it("takes the form's texts but not files or excluded fields", () => {
    document.body.innerHTML = `
      <form>
        <input name="firstName" value="Erika">
        <input name="submissionId" value="secret-id">
        <input type="radio" name="type" value="Regular">
        <input type="radio" name="type" value="Special" checked>
        <input type="file" name="proof">
      </form>`;
    const form = document.querySelector("form") as HTMLFormElement;
    expect(draftValues(form, ["submissionId"])).toEqual({ firstName: "Erika", type: "Special" });
  });
});

function DraftForm({ onClear }: { onClear?: (clear: () => void) => void }) {
  const draft = useFormDraft("step");
  onClear?.(draft.clear);
  return (
    <form onChange={draft.onChange}>
      <input aria-label="Name" name="name" defaultValue="" />
    </form>
  );
}

describe("useFormDraft", () => {
  it("saves what was typed when the form goes away before the pause in typing (a quick 'Zurück')", () => {
    const { unmount } = render(<DraftForm />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Erika" } });
    expect(loadDraft(window.sessionStorage, "step")).toBeNull();
    unmount();
    expect(loadDraft(window.sessionStorage, "step")).toEqual({ name: "Erika" });
  });

  it("saves nothing after the draft was cleared (the form was sent)", () => {
    let clear = () => {};
    const { unmount } = render(<DraftForm onClear={(c) => (clear = c)} />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Erika" } });
    act(() => clear());
    unmount();
    expect(loadDraft(window.sessionStorage, "step")).toBeNull();
  });
});
