/** Pages re-mount when their key changes: the full path with query, without the hash fragment. */
export function pageKey(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}
