/** Hands a file fetched in the browser to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  window.document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; keep the address a little for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
