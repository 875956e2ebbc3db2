import { describe, expect, it } from "vitest";
import { type DraftStorage, loadDraft, saveDraft } from "~/platform/forms/draft-storage";
import { selfcareDraftKey, terminationDraftKey } from "./selfcare-draft";
import { carrySelfcareDraft } from "./selfcare-draft-carry";

function memoryStorage(): DraftStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
  };
}

describe("carrySelfcareDraft", () => {
  it("gives the default form the fields both forms have, over its own older draft", () => {
    const store = memoryStorage();
    saveDraft(store, selfcareDraftKey("o2", "link-1"), {
      cancellationType: "Special",
      reason: "MoveAbroad",
      selectTerminationDate: "later",
      terminationDate: "01.03.2027",
      email: "neu@example.de",
      proofName: "not carried",
    });
    saveDraft(store, terminationDraftKey("o2"), { firstName: "Erika", email: "alt@example.de" });
    expect(carrySelfcareDraft(store, "o2", "link-1")).toBe(true);
    expect(loadDraft(store, terminationDraftKey("o2"))).toEqual({
      firstName: "Erika",
      cancellationType: "Special",
      reason: "MoveAbroad",
      selectTerminationDate: "later",
      terminationDate: "01.03.2027",
      email: "neu@example.de",
    });
  });

  it("takes nothing from another link or another brand, and nothing when there is no draft", () => {
    const store = memoryStorage();
    saveDraft(store, selfcareDraftKey("o2", "link-1"), { email: "neu@example.de" });
    expect(carrySelfcareDraft(store, "o2", "link-2")).toBe(false);
    expect(carrySelfcareDraft(store, "blau", "link-1")).toBe(false);
    expect(carrySelfcareDraft(null, "o2", "link-1")).toBe(false);
    expect(loadDraft(store, terminationDraftKey("o2"))).toBeNull();
    expect(loadDraft(store, terminationDraftKey("blau"))).toBeNull();
  });
});
