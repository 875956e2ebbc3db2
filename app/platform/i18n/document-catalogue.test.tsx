// @vitest-environment happy-dom
import type { Messages } from "@lingui/core";
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  catalogueJson,
  type DocumentCatalogue,
  DocumentCatalogueProvider,
  DocumentCatalogueScript,
  useDocumentCatalogue,
} from "./document-catalogue";

const messages: Messages = {
  "app.title": ["Hallo ", ["name"]],
  "app.evil": ["</script><script>alert(1)</script><!--"],
};
const catalogue: DocumentCatalogue = { messages, json: catalogueJson(messages) };

function Title() {
  const found = useDocumentCatalogue();
  return <p>{JSON.stringify(found?.messages["app.title"] ?? null)}</p>;
}

describe("the document's catalogue", () => {
  it("is JSON no text of which can end its script element", () => {
    expect(catalogue.json).not.toContain("<");
    expect(JSON.parse(catalogue.json)).toEqual(messages);
  });

  it("is written as a data block with the nonce, and read back from the document in the browser", () => {
    const html = renderToString(<DocumentCatalogueScript catalogue={catalogue} nonce="abc" />);
    expect(html).toMatch(/^<script type="application\/json" id="page-messages" nonce="abc">[^<]+<\/script>$/);
    // Before the document carries it, a provided catalogue (the server's) is the one used.
    const provided = render(
      <DocumentCatalogueProvider value={{ messages: { "app.title": ["Vom Server"] }, json: "{}" }}>
        <Title />
      </DocumentCatalogueProvider>,
    );
    expect(provided.container.textContent).toBe('["Vom Server"]');
    provided.unmount();
    document.head.innerHTML = html;
    expect(render(<Title />).container.textContent).toBe(JSON.stringify(messages["app.title"]));
  });
});
