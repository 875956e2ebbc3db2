// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./use-hydrated";

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{String(hydrated)}</p>;
}

describe("useHydrated", () => {
  it("is false on the server, false for the first render in the browser, then true; later parts start with true", () => {
    expect(renderToString(<Probe seen={[]} />)).toBe("<p>false</p>");

    const first: boolean[] = [];
    const view = render(<Probe seen={first} />);
    expect(first[0]).toBe(false);
    expect(first.at(-1)).toBe(true);
    expect(view.container.textContent).toBe("true");

    const later: boolean[] = [];
    render(<Probe seen={later} />);
    expect(later).toEqual([true]);
  });
});
