/**
 * The subset of the Dockerfile format that our Dockerfile uses, parsed into stages, for the image rehearsal
 * (scripts/image-rehearsal.ts), which runs the build's steps without a Docker engine. Pure functions.
 */

export interface Instruction {
  /** Upper-case keyword: FROM, ARG, ENV, WORKDIR, COPY, RUN, USER, CMD, HEALTHCHECK, EXPOSE, STOPSIGNAL. */
  op: string;
  /** `--name=value` options before the arguments (COPY --from, --chown; HEALTHCHECK --interval …). */
  flags: Record<string, string>;
  /** The rest of the line, continuation lines joined with a space. */
  text: string;
}

export interface Stage {
  name: string;
  /** The image or earlier stage it starts from, variables expanded. */
  from: string;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** ARGs declared before the first FROM, with their defaults. */
  globalArgs: Record<string, string>;
  stages: Stage[];
}

/** Logical lines: comments and blank lines dropped, `\` continuations joined. */
function logicalLines(source: string): string[] {
  const lines: string[] = [];
  let pending = "";
  for (const raw of source.split("\n")) {
    const line = raw.trimEnd();
    if (pending === "" && (line.trim() === "" || line.trimStart().startsWith("#"))) continue;
    if (line.endsWith("\\")) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    lines.push((pending + line.trim()).trim());
    pending = "";
  }
  if (pending.trim() !== "") lines.push(pending.trim());
  return lines;
}

function parseInstruction(line: string): Instruction {
  const [, keyword = "", after = ""] = /^(\S+)\s*(.*)$/s.exec(line) ?? [];
  const flags: Record<string, string> = {};
  let text = after;
  for (let flag = /^--([\w-]+)=(\S*)\s*/.exec(text); flag; flag = /^--([\w-]+)=(\S*)\s*/.exec(text)) {
    flags[flag[1] ?? ""] = flag[2] ?? "";
    text = text.slice(flag[0].length);
  }
  return { op: keyword.toUpperCase(), flags, text };
}

/** `${NAME}` and `$NAME` replaced from vars; unknown names become empty, as in Docker. */
export function expand(text: string, vars: Record<string, string>): string {
  return text.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, braced: string, bare: string) => vars[braced ?? bare] ?? "");
}

/** `KEY=value` pairs of ENV and ARG (values may be double-quoted; an ARG may have no value). */
export function assignments(text: string): [string, string | undefined][] {
  const pairs: [string, string | undefined][] = [];
  for (const match of text.matchAll(/(\w+)(?:=("(?:[^"\\]|\\.)*"|\S*))?/g)) {
    const [, key = "", value] = match;
    pairs.push([key, value === undefined ? undefined : value.replace(/^"(.*)"$/s, "$1")]);
  }
  return pairs;
}

/** The exec form (`["node", "server/main.ts"]`) as an argument list; the shell form as `sh -c`. */
export function commandOf(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed.startsWith("[")) return JSON.parse(trimmed) as string[];
  return ["sh", "-c", trimmed];
}

export function parseDockerfile(source: string): Dockerfile {
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of logicalLines(source)) {
    const instruction = parseInstruction(line);
    if (instruction.op === "FROM") {
      const [image = "", as, name] = instruction.text.split(/\s+/);
      if (as?.toUpperCase() !== "AS" || !name) throw new Error(`Every stage needs a name: ${line}`);
      stages.push({ name, from: expand(image, globalArgs), instructions: [] });
      continue;
    }
    const current = stages.at(-1);
    if (current) current.instructions.push(instruction);
    else if (instruction.op === "ARG") {
      for (const [key, value] of assignments(instruction.text)) globalArgs[key] = value ?? "";
    } else throw new Error(`Only ARG may come before the first FROM: ${line}`);
  }
  return { globalArgs, stages };
}

/**
 * A `.dockerignore` as a predicate on paths relative to the build context (forward slashes). Patterns are
 * anchored at the context's root, `*` stays within one path segment, `**` crosses segments, and a matched
 * directory excludes everything below it; `!` exceptions are not supported (ours has none).
 */
export function dockerIgnore(source: string): (path: string) => boolean {
  const patterns = source
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      if (line.startsWith("!")) throw new Error(`.dockerignore exceptions are not supported: ${line}`);
      const body = line
        .replace(/^\/+|\/+$/g, "")
        .split("**")
        .map((part) =>
          part
            .replace(/[.+^${}()|[\]\\]/g, "\\$&")
            .replace(/\*/g, "[^/]*")
            .replace(/\?/g, "[^/]"),
        )
        .join(".*");
      return new RegExp(`^${body}(/.*)?$`);
    });
  return (path) => patterns.some((pattern) => pattern.test(path));
}
