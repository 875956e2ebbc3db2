// @vitest-environment happy-dom
import type { Messages } from "@lingui/core";
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type DocumentCatalogue,
  DocumentCatalogueMeta,
  DocumentCatalogueProvider,
  loadDocumentCatalogue,
  useDocumentCatalogue,
} from "./document-catalogue";

const messages: Messages = { "app.title": ["Hallo ", ["name"]] };
const CATALOGUE_URL = "/i18n/de.termination.abc.json";

function Title() {
  const found = useDocumentCatalogue();
  return <p>{JSON.stringify(found?.messages["app.title"] ?? null)}</p>;
}

function documentNaming(url: string) {
  document.head.innerHTML = renderToString(<DocumentCatalogueMeta catalogue={{ messages: {}, url }} />);
}

const answer = (status: number, body = "") => new Response(body, { status });

afterEach(() => {
  document.head.innerHTML = "";
});

describe("the document's catalogue", () => {
  it("is named by a meta element, never copied into the document", () => {
    const html = renderToString(<DocumentCatalogueMeta catalogue={{ messages, url: CATALOGUE_URL }} />);
    expect(html).toBe(`<meta name="page-messages" content="${CATALOGUE_URL}"/>`);
  });

  it("is the provided one on the server", () => {
    const provided: DocumentCatalogue = { messages: { "app.title": ["Vom Server"] }, url: CATALOGUE_URL };
    const { container } = render(
      <DocumentCatalogueProvider value={provided}>
        <Title />
      </DocumentCatalogueProvider>,
    );
    expect(container.textContent).toBe('["Vom Server"]');
  });

  it("says so when the document names none, or the server no longer has it (an earlier deploy's page)", async () => {
    const fetchFile = vi.fn(async () => answer(404));
    expect(await loadDocumentCatalogue(fetchFile)).toBe("failed");
    expect(fetchFile).not.toHaveBeenCalled();
    documentNaming(CATALOGUE_URL);
    expect(await loadDocumentCatalogue(fetchFile)).toBe("stale");
    expect(fetchFile).toHaveBeenCalledTimes(1);
  });

  it("tries twice before it gives up on a failing network or server", async () => {
    documentNaming(CATALOGUE_URL);
    const fetchFile = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await loadDocumentCatalogue(fetchFile)).toBe("failed");
    expect(fetchFile).toHaveBeenCalledTimes(2);
    const broken = vi.fn(async () => answer(200, "{not json"));
    expect(await loadDocumentCatalogue(broken)).toBe("failed");
    expect(broken).toHaveBeenCalledTimes(2);
  });

  it("is fetched from the named address before hydration and then used in the browser", async () => {
    documentNaming(CATALOGUE_URL);
    const fetchFile = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer(503))
      .mockResolvedValueOnce(answer(200, JSON.stringify(messages)));
    expect(await loadDocumentCatalogue(fetchFile)).toBe("loaded");
    expect(fetchFile.mock.calls.map(([url]) => url)).toEqual([CATALOGUE_URL, CATALOGUE_URL]);
    expect(render(<Title />).container.textContent).toBe(JSON.stringify(messages["app.title"]));
  });
});
