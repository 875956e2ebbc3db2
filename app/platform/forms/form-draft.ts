import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { clearDraft, loadDraft, saveDraft, sessionDrafts } from "./draft-storage";
import type { EchoedValues } from "./form-values";

/** A form's text values for the draft: files and the excluded names (secrets, one-off ids) stay out. */
export function draftValues(form: HTMLFormElement, exclude: readonly string[]): EchoedValues {
  const values: EchoedValues = {};
  const data = new FormData(form);
  for (const name of new Set(data.keys())) {
    if (exclude.includes(name)) continue;
    const texts = data.getAll(name).filter((v): v is string => typeof v === "string");
    if (texts.length === 1) values[name] = texts[0] as string;
    else if (texts.length > 1) values[name] = texts;
  }
  return values;
}

/**
 * Keeps a form's entries in session storage while the customer types and brings them back after a reload.
 * `restored` holds the draft once read after hydration; `revision` changes then, so the form can re-mount its
 * fields with the draft as their default values.
 */
export function useFormDraft(key: string, options: { exclude?: readonly string[]; enabled?: boolean } = {}) {
  const { exclude = [], enabled = true } = options;
  const [restored, setRestored] = useState<EchoedValues | null>(null);
  const [revision, setRevision] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const excluded = useRef(exclude);

  useEffect(() => {
    if (!enabled) return;
    const draft = loadDraft(sessionDrafts(), key);
    if (draft && Object.keys(draft).length > 0) {
      setRestored(draft);
      setRevision((r) => r + 1);
    }
  }, [key, enabled]);

  // The save waits for a pause in typing; leaving the page (a step's "Zurück", a reload) saves what is pending.
  const pending = useRef<(() => void) | undefined>(undefined);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    pending.current?.();
    pending.current = undefined;
  }, []);

  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      pending.current = () => saveDraft(sessionDrafts(), key, draftValues(form, excluded.current));
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, 250);
    },
    [key, flush],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
    clearDraft(sessionDrafts(), key);
  }, [key]);

  useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [flush]);

  return { restored, revision, onChange, clear };
}
