export interface FileProblem {
  name: string;
  kind: "too-large" | "wrong-type";
}

/**
 * Whether a file matches an accept list like the input's `accept` attribute: MIME types ("application/pdf"),
 * wildcards ("image/*") or extensions (".pdf"). The picker filters too, but users can choose "all files".
 */
export function isAcceptedType(file: { name: string; type: string }, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith(".")) return name.endsWith(rule);
    if (rule.endsWith("/*")) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** The problems of chosen files: too large for the limit (MB) or of a type not accepted. */
export function fileProblems(
  files: readonly { name: string; type: string; size: number }[],
  rules: { maxSizeMb?: number; accept?: readonly string[] },
): FileProblem[] {
  const problems: FileProblem[] = [];
  for (const file of files) {
    if (rules.accept && !isAcceptedType(file, rules.accept)) problems.push({ name: file.name, kind: "wrong-type" });
    else if (rules.maxSizeMb !== undefined && file.size > rules.maxSizeMb * 1024 * 1024) {
      problems.push({ name: file.name, kind: "too-large" });
    }
  }
  return problems;
}
