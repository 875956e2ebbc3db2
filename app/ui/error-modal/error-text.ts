/**
 * The text of an error that is meant for people: a string, or an object's `userMessage`. Technical messages
 * (e.g. a TypeError's) are not shown; the caller then shows the fallback text.
 */
export function errorText(error: unknown): string | null {
  if (typeof error === "string") return error.trim() === "" ? null : error;
  if (error && typeof error === "object" && "userMessage" in error) {
    const message = (error as { userMessage: unknown }).userMessage;
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  return null;
}
