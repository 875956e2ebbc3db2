/**
 * The blob of a PDF download, checked: a 200 that is no PDF (a gateway's page, a cut-off body) throws, so the
 * customer never saves a broken file and learns it only when the document is needed.
 */
export async function expectPdf(blob: Blob): Promise<Blob> {
  const head = new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer());
  if (head !== "%PDF-") throw new Error(`Not a PDF: ${blob.type || "no type"}`);
  return blob;
}
