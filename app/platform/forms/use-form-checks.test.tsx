// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useFormChecks } from "./use-form-checks";

const check = (form: HTMLFormElement): { name?: string } =>
  (new FormData(form).get("name") ?? "") === "" ? { name: "required" } : {};

/** A form with one required field, checked by the hook as the forms are. */
function Probe({ onPost, serverError }: { onPost: () => void; serverError?: string }) {
  const { errors, attempt, onSubmit, onChange } = useFormChecks(check, serverError ? { name: serverError } : {});
  return (
    <form
      onSubmit={(event) => {
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
});
