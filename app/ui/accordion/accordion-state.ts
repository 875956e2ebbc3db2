/** The currently open accordion item: one id, a list of ids, or none. */
export type OpenId = string | readonly string[] | null | undefined;

/** An item is open when its id equals the open id or is in the list of open ids. */
export function isAccordionItemOpen(id: string, openId: OpenId): boolean {
  if (openId === null || openId === undefined) return false;
  if (typeof openId === "string") return openId === id;
  return openId.includes(id);
}

/**
 * The open id after the item `id` was toggled. "single" keeps at most one item open (a string or null);
 * "multiple" keeps a list.
 */
export function toggleOpenId(openId: OpenId, id: string, mode: "single" | "multiple"): string | string[] | null {
  const open = isAccordionItemOpen(id, openId);
  if (mode === "single") return open ? null : id;
  const current = openId === null || openId === undefined ? [] : typeof openId === "string" ? [openId] : [...openId];
  return open ? current.filter((item) => item !== id) : [...current, id];
}
