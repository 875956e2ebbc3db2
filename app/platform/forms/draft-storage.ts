import type { EchoedValues } from "./form-values";

/** Drafts live in session storage until the submit succeeds (nothing typed is lost). */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

const PREFIX = "draft:";

/** The session storage, or null where it is missing or blocked. */
export function sessionDrafts(): DraftStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(store: DraftStorage | null, key: string): EchoedValues | null {
  try {
    const raw = store?.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
    const draft: EchoedValues = {};
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value === "string") draft[name] = value;
      else if (Array.isArray(value) && value.every((v) => typeof v === "string")) draft[name] = value;
    }
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft(store: DraftStorage | null, key: string, values: EchoedValues): void {
  try {
    store?.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // A full or blocked storage only means no draft; the form itself keeps working.
  }
}

export function clearDraft(store: DraftStorage | null, key: string): void {
  try {
    store?.removeItem(PREFIX + key);
  } catch {
    // see saveDraft
  }
}

/** Removes every draft whose key starts with the prefix (a form's drafts of several links). */
export function clearDrafts(store: DraftStorage | null, keyPrefix: string): void {
  try {
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX + keyPrefix)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // see saveDraft
  }
}
