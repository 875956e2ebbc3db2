import type { FieldError } from "../api/types";

/**
 * The backend's field errors (dotted request paths such as `customer.email`) as errors of the form's
 * fields, first error per field. `fields` maps request paths to form field names; `message` picks the
 * text for a field and an error code. Errors of unknown paths are returned apart, for a form-level message.
 */
export function formErrorsFromApi<Field extends string, Message>(
  fieldErrors: readonly FieldError[],
  fields: Readonly<Record<string, Field>>,
  message: (field: Field, code: string) => Message,
): { errors: Partial<Record<Field, Message>>; unmapped: FieldError[] } {
  const errors: Partial<Record<Field, Message>> = {};
  const unmapped: FieldError[] = [];
  for (const error of fieldErrors) {
    const field = Object.hasOwn(fields, error.field) ? fields[error.field] : undefined;
    if (field === undefined) unmapped.push(error);
    else errors[field] ??= message(field, error.code);
  }
  return { errors, unmapped };
}
