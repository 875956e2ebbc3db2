import * as v from "valibot";
import type { FieldError } from "../api/types";

/**
 * One table per form, and everything else derived from it: the schema's fields (so the values type is the
 * schema's `InferInput`), the first problem per field in form order, the browser's check on submit, the error
 * summary's entries and where the backend's field errors land. Rules are Valibot's; the form's messages are its
 * catalogue keys.
 */

// A field that was not posted reads as empty, so that its own rule names the problem.
export const posted = /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string(), "");
// One problem per field: the first rule that fails names it.
export const firstProblem = { abortPipeEarly: true } as const;
// Deliberately lenient ("format: email"): catches a missing "@" or domain, rejects no real address.
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A required text of at most `max` characters (trimmed). */
/* @__NO_SIDE_EFFECTS__ */
export function requiredText<M extends string>(max: number, required: M, tooLong: M) {
  return v.config(v.pipe(posted, v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong)), firstProblem);
}

/** A required text that must also match a pattern; the first problem names it. */
/* @__NO_SIDE_EFFECTS__ */
export function requiredMatch<M extends string>(max: number, pattern: RegExp, messages: [M, M, M]) {
  const [required, tooLong, mismatch] = messages;
  return v.config(v.pipe(requiredText(max, required, tooLong), v.regex(pattern, mismatch)), firstProblem);
}

/** An optional text of at most `max` characters (trimmed; empty when not posted). */
/* @__NO_SIDE_EFFECTS__ */
export function optionalText<M extends string>(max: number, tooLong: M) {
  return v.pipe(posted, v.trim(), v.maxLength(max, tooLong));
}

type Rule = v.GenericSchema<unknown, unknown>;

/** One row of a form's table: a field with an error of its own, in the order the form shows them. */
export interface FieldRow<Message extends string = string> {
  readonly name: string;
  /**
   * Its label's catalogue key (the error summary names the field with it). A part of the page that words its
   * problem itself (a section the backend's errors land on, not an input) has none: its entry is the message.
   */
  readonly label?: Message;
  /** The id of its focusable element (the summary links there). */
  readonly id: string;
  /** Its rule per posted name: most fields post one name, a date in three parts posts three. */
  readonly rules: Readonly<Record<string, Rule>>;
  /** The backend's request paths whose field errors belong here. */
  readonly api?: readonly string[];
  /** Messages for the backend's error codes on this field, before the form's own. */
  readonly codes?: Readonly<Record<string, Message>>;
  /** The message for a backend error on this field that no code names (else the form's fallback). */
  readonly invalid?: Message;
}

export interface FormSpec<Fields extends readonly FieldRow<Message>[], Message extends string> {
  readonly fields: Fields;
  /** Messages for the backend's error codes on any field. */
  readonly codes?: Readonly<Record<string, Message>>;
  /** The message for a backend error no code names. */
  readonly fallback: Message;
}

type Entries<Rows extends readonly FieldRow[]> = {
  [Name in keyof UnionToIntersection<Rows[number]["rules"]>]: UnionToIntersection<Rows[number]["rules"]>[Name];
};
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** An error summary's entry: the field's focus id and "<label>: <problem>". */
export interface SummaryEntry {
  fieldId: string;
  message: string;
}

/** A form's table with what is derived from it: `defineForm<CatalogueKey>()({ fields, codes, fallback })`. */
/* @__NO_SIDE_EFFECTS__ */
export function defineForm<Message extends string>() {
  return <const Fields extends readonly FieldRow<Message>[]>(spec: FormSpec<Fields, Message>) =>
    derive<Fields, Message>(spec);
}

/* @__NO_SIDE_EFFECTS__ */
function derive<Fields extends readonly FieldRow<Message>[], Message extends string>(spec: FormSpec<Fields, Message>) {
  type Row = Fields[number];
  type Name = Row["name"];
  type LabelledName = Extract<Row, { label: Message }>["name"];
  type Errors = Partial<Record<Name, Message>>;
  const { fields } = spec;
  const entries = Object.fromEntries(fields.flatMap((row) => Object.entries(row.rules))) as Entries<Fields>;
  const fieldOfInput = new Map(fields.flatMap((row) => Object.keys(row.rules).map((input) => [input, row] as const)));
  const fieldOfPath = new Map(fields.flatMap((row) => (row.api ?? []).map((path) => [path, row] as const)));
  const byName = new Map(fields.map((row) => [row.name as Name, row]));

  /** The first problem of each field, in form order, from a Valibot result's issues. */
  function errorsOf(issues: readonly v.BaseIssue<unknown>[]): Errors {
    const found: Errors = {};
    for (const issue of issues) {
      const row = fieldOfInput.get(String(issue.path?.[0]?.key));
      if (row) found[row.name as Name] ??= issue.message as Message;
    }
    const ordered: Errors = {};
    for (const row of fields) if (found[row.name as Name]) ordered[row.name as Name] = found[row.name as Name];
    return ordered;
  }

  /** The message for a backend error code on a field: the field's own, the form's, the field's catch-all. */
  function messageOf(row: Row, code: string): Message {
    return row.codes?.[code] ?? spec.codes?.[code] ?? row.invalid ?? spec.fallback;
  }

  return {
    fields,
    messageOf,
    /** The schema's object entries, one per posted name (wrap them with the form's cross-field rules). */
    entries,
    /** The names the form posts for its fields. */
    inputs: Object.keys(entries),
    errorsOf,
    /** Runs a schema: its output, or the first problem of each field. */
    parse<Schema extends v.GenericSchema>(
      schema: Schema,
      values: unknown,
    ): { success: true; output: v.InferOutput<Schema> } | { success: false; errors: Errors } {
      const result = v.safeParse(schema, values);
      return result.success
        ? { success: true, output: result.output }
        : { success: false, errors: errorsOf(result.issues) };
    },
    fieldId: (name: Name): string => byName.get(name)?.id ?? name,
    label: (name: LabelledName): Message => (byName.get(name) as Row).label as Message,
    /**
     * The error summary's entries in form order ("<label>: <problem>", the problem alone for a row without label);
     * `values` fill the problems' placeholders (a date range, a size).
     */
    summaryEntries<Values>(
      errors: Errors,
      t: (key: Message, values?: Values) => string,
      values?: Values,
    ): SummaryEntry[] {
      return fields.flatMap((row) => {
        const message = errors[row.name as Name];
        if (!message) return [];
        const problem = t(message, values);
        return [{ fieldId: row.id, message: row.label ? `${t(row.label)}: ${problem}` : problem }];
      });
    },
    /** The backend's field errors on the form's fields (first per field); those of unknown paths apart. */
    apiErrors(fieldErrors: readonly FieldError[]): { errors: Errors; unmapped: FieldError[] } {
      const errors: Errors = {};
      const unmapped: FieldError[] = [];
      for (const error of fieldErrors) {
        const row = fieldOfPath.get(error.field);
        if (!row) unmapped.push(error);
        else errors[row.name as Name] ??= messageOf(row, error.code);
      }
      return { errors, unmapped };
    },
  };
}
