// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useStepFormCheck } from "./step-form";

/** A form with one required field, checked by the hook as a checkout step is. */
function Probe({ onPost, onDraftChange }: { onPost: () => void; onDraftChange: () => void }) {
  const check = (form: HTMLFormElement): { name?: string } =>
    (new FormData(form).get("name") ?? "") === "" ? { name: "required" } : {};
  const { clientErrors, attempt, onSubmit, onChange } = useStepFormCheck(check, onDraftChange);
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
      <output>{`${attempt}:${clientErrors?.name ?? "none"}`}</output>
      <button type="submit">Weiter</button>
    </form>
  );
}

describe("useStepFormCheck", () => {
  it("blocks a post with errors, clears them as the field is fixed, and counts every attempt", async () => {
    const onPost = vi.fn();
    const onDraftChange = vi.fn();
    const user = userEvent.setup();
    render(<Probe onPost={onPost} onDraftChange={onDraftChange} />);
    expect(screen.getByRole("status").textContent).toBe("0:none");

    await user.click(screen.getByRole("button", { name: "Weiter" }));
    expect(onPost).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("1:required");

    await user.type(screen.getByRole("textbox", { name: "Name" }), "E");
    expect(screen.getByRole("status").textContent).toBe("1:none");
    expect(onDraftChange).toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Weiter" }));
    expect(onPost).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status").textContent).toBe("2:none");
  });
});
