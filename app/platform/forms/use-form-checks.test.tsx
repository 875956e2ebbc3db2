// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { useFormChecks } from "./use-form-checks";

const check = (form: HTMLFormElement): { name?: string } =>
  (new FormData(form).get("name") ?? "") === "" ? { name: "required" } : {};

/**
 * A form with one required field, checked by the hook as the forms are; its submit also makes an urgent update of
 * its own (as a pressed button or a dialog does), and each render is logged as "presses|attempt:error".
 */
function Probe({
  onPost,
  serverError,
  renders = [],
}: {
  onPost: () => void;
  serverError?: string;
  renders?: string[];
}) {
  const [presses, setPresses] = useState(0);
  const { errors, attempt, onSubmit, onChange } = useFormChecks(check, serverError ? { name: serverError } : {});
  renders.push(`${presses}|${attempt}:${errors.name ?? "none"}`);
  return (
    <form
      onSubmit={(event) => {
        setPresses((n) => n + 1);
        onSubmit(event);
        if (!event.defaultPrevented) {
          event.preventDefault();
          onPost();
        }
      }}
      onChange={onChange}
    >
      <input name="name" aria-label="Name" />
      <output>{`${attempt}:${errors.name ?? "none"}`}</output>
      <button type="submit">Weiter</button>
    </form>
  );
}

/** A form with a button that checks it before sending (as the self-care form's review does). */
function Review({ onFound }: { onFound: (errors: object) => void }) {
  const { errors, attempt, validate, onSubmit } = useFormChecks(check, {});
  return (
    <form
      id="review"
      onSubmit={(event) => {
        onFound(onSubmit(event));
        event.preventDefault();
      }}
    >
      <input name="name" aria-label="Name" />
      <output>{`${attempt}:${errors.name ?? "none"}`}</output>
      <button type="button" onClick={() => onFound(validate(document.getElementById("review") as HTMLFormElement))}>
        Prüfen
      </button>
      <button type="submit">Senden</button>
    </form>
  );
}

describe("useFormChecks", () => {
  it("blocks a post with errors, clears them as the field is fixed, and counts every attempt", async () => {
    const onPost = vi.fn();
    const user = userEvent.setup();
    render(<Probe onPost={onPost} serverError="taken" />);
    // Before the first submit the server's errors show.
    expect(screen.getByRole("status").textContent).toBe("0:taken");

    await user.click(screen.getByRole("button", { name: "Weiter" }));
    expect(onPost).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("1:required");

    await user.type(screen.getByRole("textbox", { name: "Name" }), "E");
    expect(screen.getByRole("status").textContent).toBe("1:none");

    await user.click(screen.getByRole("button", { name: "Weiter" }));
    expect(onPost).toHaveBeenCalledTimes(1);
    // Nothing wrong in the browser: the server's answer is what shows next.
    expect(screen.getByRole("status").textContent).toBe("2:taken");
  });

  it("checks on request without a post (a review button) and tells the submit's caller what it found", async () => {
    const found: object[] = [];
    const user = userEvent.setup();
    const view = within(render(<Review onFound={(errors) => found.push(errors)} />).container);
    await user.click(view.getByRole("button", { name: "Prüfen" }));
    expect(view.getByRole("status").textContent).toBe("1:required");
    await user.type(view.getByRole("textbox", { name: "Name" }), "E");
    await user.click(view.getByRole("button", { name: "Senden" }));
    expect(found).toEqual([{ name: "required" }, {}]);
    expect(view.getByRole("status").textContent).toBe("2:none");
  });

  it("blocks the post at once and renders the errors after the submit's urgent update (a transition)", async () => {
    const onPost = vi.fn();
    const renders: string[] = [];
    const user = userEvent.setup();
    const view = within(render(<Probe onPost={onPost} renders={renders} />).container);
    await user.click(view.getByRole("button", { name: "Weiter" }));
    expect(onPost).not.toHaveBeenCalled();
    // The urgent update renders (and the browser can paint) without the errors; they follow in their own render.
    expect(renders).toEqual(["0|0:none", "1|0:none", "1|1:required"]);
  });

  it("blocks a quick second submit, and checks a change made before the errors rendered", () => {
    const onPost = vi.fn();
    const view = within(render(<Probe onPost={onPost} />).container);
    const button = view.getByRole("button", { name: "Weiter" });
    act(() => {
      button.click();
      button.click();
    });
    expect(onPost).not.toHaveBeenCalled();
    expect(view.getByRole("status").textContent).toBe("2:required");

    act(() => {
      button.click();
      // Fixed before the third submit's errors rendered: the change's check is what shows.
      fireEvent.change(view.getByRole("textbox", { name: "Name" }), { target: { value: "E" } });
    });
    expect(view.getByRole("status").textContent).toBe("3:none");
    expect(onPost).not.toHaveBeenCalled();
  });
});
