import type { Messages } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

/** ICU messages compiled once per catalogue on the server, so the browser ships no ICU parser. */
export function compileCatalogue(messages: Readonly<Record<string, string>>): Messages {
  const compiled: Messages = {};
  for (const [id, message] of Object.entries(messages)) {
    compiled[id] = compileMessageOrThrow(message);
  }
  return compiled;
}
