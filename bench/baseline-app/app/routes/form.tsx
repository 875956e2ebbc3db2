import { type FormEvent, useEffect, useState } from "react";

/**
 * The interaction baseline of `npm run bench:inp`: the same kinds of interaction as the app's forms (a radio, a
 * text field, a submit with a missing field that shows an error summary, a date picker's dialog), each written
 * with plain React state and nothing else, so the figures are the framework's own floor on this machine.
 * (Not product text: a benchmark page, never served by the app.)
 */
const DAYS = Array.from({ length: 35 }, (_, i) => i + 1);

export function meta() {
  return [{ title: "Baseline form" }];
}

export default function BaselineForm() {
  const [choice, setChoice] = useState("a");
  const [name, setName] = useState("Erika");
  const [errors, setErrors] = useState<string[]>([]);
  const [calendar, setCalendar] = useState(false);
  const [day, setDay] = useState<number | null>(null);
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(name.trim() === "" ? ["Name"] : []);
  };
  return (
    <main>
      <h1>Baseline form</h1>
      <form method="post" onSubmit={submit} noValidate>
        {errors.length > 0 && (
          <div role="alert">
            <ul>
              {errors.map((field) => (
                <li key={field}>
                  <a href="#name">{field}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <fieldset>
          <legend>Choice</legend>
          {["a", "b", "c"].map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="choice"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {value}
            </label>
          ))}
        </fieldset>
        <label>
          Name
          <input id="name" type="text" name="name" required value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          Note
          <input type="text" name="note" />
        </label>
        <button type="button" aria-label="Kalender öffnen" onClick={() => setCalendar(true)}>
          {day ?? "–"}
        </button>
        {calendar && (
          <div role="dialog" aria-label="Calendar" onKeyDown={(e) => e.key === "Escape" && setCalendar(false)}>
            {DAYS.map((d) => (
              <button
                key={d}
                type="button"
                onClick={() => {
                  setDay(d);
                  setCalendar(false);
                }}
              >
                {d}
              </button>
            ))}
          </div>
        )}
        <button type="submit">Send</button>
      </form>
    </main>
  );
}
