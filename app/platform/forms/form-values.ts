/** Form values as an action echoes them back: strings and lists of strings, never files. */
export type EchoedValues = Record<string, string | string[]>;

/** Values of a form submission in plain shape: repeated names become lists, empty files are left out. */
export function valuesOf(
  formData: FormData,
  lists: readonly string[] = [],
): Record<string, string | string[] | File | undefined> {
  const values: Record<string, string | string[] | File | undefined> = {};
  for (const name of new Set(formData.keys())) {
    const all = formData.getAll(name);
    if (lists.includes(name)) {
      values[name] = all.filter((v): v is string => typeof v === "string" && v !== "");
      continue;
    }
    const last = all.at(-1);
    if (typeof last === "string") values[name] = last;
    else if (last instanceof File && last.size > 0) values[name] = last;
  }
  return values;
}

/** What a failed submission sends back so the form shows it again: every text value, no files. */
export function echoValues(formData: FormData, exclude: readonly string[] = []): EchoedValues {
  const echoed: EchoedValues = {};
  for (const name of new Set(formData.keys())) {
    if (exclude.includes(name)) continue;
    const texts = formData.getAll(name).filter((v): v is string => typeof v === "string");
    if (texts.length === 1) echoed[name] = texts[0] as string;
    else if (texts.length > 1) echoed[name] = texts;
  }
  return echoed;
}

export function textOf(values: EchoedValues | undefined, name: string): string | undefined {
  const value = values?.[name];
  return Array.isArray(value) ? value.at(-1) : value;
}

export function listOf(values: EchoedValues | undefined, name: string): string[] {
  const value = values?.[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Whether two reads of a form hold the same values (lists item by item), so a state that holds them can stay as it
 * is and React skips the render: a submit reads the form again, and nothing has changed since the last change.
 */
export function sameValues(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const names = Object.keys(a);
  if (names.length !== Object.keys(b).length) return false;
  return names.every((name) => {
    const [x, y] = [a[name], b[name]];
    if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((item, i) => item === y[i]);
    return Object.hasOwn(b, name) && Object.is(x, y);
  });
}
