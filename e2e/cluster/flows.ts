import { checkoutPaymentDe as PAYMENT } from "../../app/features/offer/messages/checkout-payment-de";
import { expect } from "../fixtures";
import { fillRegularTermination } from "../termination/helpers";
import type { Customer } from "./customer";
import { visit } from "./customer";

/**
 * The customer journeys the cluster test drives, step by step so that faults and a deploy can fall between the
 * steps. Each step that sends something waits for where it leads; when the answer was an error (an instance
 * killed under the request), the customer does what a person would: with JavaScript sends the same form again,
 * without it goes back and sends again. Every repeat is counted.
 */

const RECEIVED = "Ihre Kündigung ist eingegangen";
const THANKS = "Vielen Dank für Ihre Bestellung";

/** Repeats a customer made after an error answer, by customer and step. */
export const repeats: { customer: string; phase: string; step: string }[] = [];

async function send(customer: Customer, step: string, action: () => Promise<void>, arrived: RegExp, tries = 3) {
  const { page } = customer;
  for (let attempt = 1; ; attempt += 1) {
    await action();
    try {
      await expect(page).toHaveURL(arrived, { timeout: 30_000 });
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
      repeats.push({ customer: customer.name, phase: customer.phase, step });
      // Without JavaScript the error is a page of its own (the load balancer's 502): back to the form.
      if (!customer.javaScript) await page.goBack();
    }
  }
}

const button = (customer: Customer, name: string) => customer.page.getByRole("button", { name, exact: true }).last();

// --- the checkout of the standard offer (prefilled personal data), as e2e/offer/checkout-flow.spec.ts does it ---

export async function chooseOffer(customer: Customer, token: string): Promise<void> {
  await visit(customer, `/angebot/${token}`);
  await send(
    customer,
    "choose",
    () => customer.page.getByRole("button", { name: "Dieses Angebot wählen" }).nth(1).click(),
    new RegExp(`/angebot/${token}/meine-daten$`),
  );
  await send(customer, "personal data", () => button(customer, "Weiter").click(), /\/ausweisdaten$/);
}

export async function typeIdentity(customer: Customer): Promise<void> {
  const { page } = customer;
  await page.getByRole("radio", { name: "Personalausweis" }).check();
  await page.getByLabel("Ausweisnummer").fill("L01X00T47");
  await page.getByRole("textbox", { name: "Gültig bis" }).fill("31.08.2031");
}

export async function sendIdentity(customer: Customer): Promise<void> {
  await send(customer, "identity", () => button(customer, "Weiter").click(), /\/zahlung$/);
}

export const ACCOUNT_HOLDER = "Erika Mustermann";

export async function typePayment(customer: Customer): Promise<void> {
  const { page } = customer;
  await page.getByRole("radio", { name: PAYMENT["checkout.payment.method.sepa"] }).check();
  await page.getByRole("textbox", { name: PAYMENT["checkout.payment.field.iban"] }).fill("DE89 3704 0044 0532 0130 00");
  await page.getByLabel(PAYMENT["checkout.payment.field.accountHolder"]).fill(ACCOUNT_HOLDER);
  await page.getByRole("checkbox", { name: /SEPA-Lastschriftmandat/ }).check();
}

/** Sends the payment step; the summary shows what was typed (the masked IBAN, the account holder). */
export async function sendPayment(customer: Customer): Promise<void> {
  await send(customer, "payment", () => button(customer, "Weiter").click(), /\/zusammenfassung$/);
  await expect(customer.page.getByText("DE89 **** **** **** **30 00")).toBeVisible();
  await expect(customer.page.getByText(ACCOUNT_HOLDER).first()).toBeVisible();
}

export async function tickSummary(customer: Customer): Promise<void> {
  await customer.page.getByRole("checkbox", { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await customer.page.getByRole("checkbox", { name: /Datenschutzhinweise/ }).check();
}

export async function order(customer: Customer): Promise<void> {
  await send(
    customer,
    "order",
    async () => {
      // A repeat after the load balancer's error page starts from the restored form: tick again where needed.
      if (!customer.javaScript) await tickSummary(customer);
      await customer.page.getByRole("button", { name: "zahlungspflichtig bestellen" }).click();
    },
    /\/danke$/,
  );
  await expect(customer.page.getByRole("heading", { level: 1 })).toHaveText(THANKS);
}

export async function checkout(customer: Customer, token: string): Promise<void> {
  await chooseOffer(customer, token);
  await typeIdentity(customer);
  await sendIdentity(customer);
  await typePayment(customer);
  await sendPayment(customer);
  await tickSummary(customer);
  await order(customer);
}

// --- terminations ---------------------------------------------------------------------------------------------

/** A regular termination of an o2 mobile contract; the customer number and e-mail name the customer. */
export function terminationCustomer(customer: Customer, index: number) {
  return { firstName: customer.name, customerNumber: `7700${index}01`, email: `${customer.name}@example.de` };
}

export async function typeTermination(customer: Customer, index: number): Promise<void> {
  await visit(customer, "/kuendigung?brand=o2");
  await fillRegularTermination(customer.page, terminationCustomer(customer, index));
}

export async function sendTermination(customer: Customer): Promise<void> {
  await send(
    customer,
    "termination",
    () => customer.page.locator("#termination-form").getByRole("button", { name: "Jetzt kündigen" }).click(),
    /\/kuendigung\/bestaetigung$/,
  );
  await expect(customer.page.getByRole("heading", { level: 1 })).toHaveText(RECEIVED);
}

export async function selfCareTermination(customer: Customer, link: string, brand: string): Promise<void> {
  await visit(customer, `/selfcarekuendigung?data=${link}&brand=${brand}`);
  await customer.page.getByRole("radio", { name: "Ordentliche Kündigung", exact: true }).check();
  await send(
    customer,
    "self-care termination",
    () => customer.page.locator("#selfcare-form").getByRole("button", { name: "Jetzt kündigen" }).click(),
    /\/selfcarekuendigung\/bestaetigung$/,
  );
  await expect(customer.page.getByRole("heading", { level: 1 })).toHaveText(RECEIVED);
}

/** Starts an identity verification: the method chosen, the customer is sent to the (demo) provider. */
export async function startIdv(customer: Customer): Promise<void> {
  await visit(customer, "/idv/demo-idv-selection");
  await customer.page.getByRole("radio", { name: "Video-Ident" }).check();
  await send(
    customer,
    "IDV start",
    () => button(customer, "Weiter").click(),
    /\/__demo\/idv\/demo-idv-selection\?method=videoIdent/,
  );
}
