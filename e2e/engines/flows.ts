import { writeFileSync } from "node:fs";
import { test } from "@playwright/test";
import { CATALOGUES, type MessageKey } from "../../app/messages";
import { DEMO_SEPA_CREDITOR } from "../../app/platform/config/app-config";
import { privateOffer } from "../helpers/private-offer";
import { type EngineDriver, type Target, waitFor } from "./driver";

/**
 * The three journeys every engine must complete, written once against EngineDriver: a termination, the checkout of
 * a personal offer and the start of an identity verification. Visible texts come from the German catalogue (the
 * source language), so a changed label changes the test with it; the demo provider's page and the demo values are
 * the demo backend's own.
 */

const t = (key: MessageKey) => CATALOGUES.de[key];

/** An accessible name that contains the text (a label may carry a required marker or a hint in its name). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

export interface Flow {
  driver: EngineDriver;
  /** A named step: a failure names the engine, the flow and the step, and so does an error the page logged in it. */
  step(name: string, body: () => Promise<void>): Promise<void>;
}

export function flow(driver: EngineDriver, name: string): Flow {
  return {
    driver,
    step: (stepName, body) =>
      test.step(stepName, async () => {
        const where = `[${driver.engine}] ${name} › ${stepName}`;
        try {
          await body();
        } catch (error) {
          // What the browser logged in the step may say why it failed.
          const heard = (await driver.takeErrors().catch(() => null))?.errors ?? [];
          const logged = heard.length > 0 ? `\nerrors in the browser:\n${heard.join("\n")}` : "";
          if (error instanceof Error) error.message = `${where}: ${error.message}${logged}`;
          const shot = await driver.screenshot().catch(() => null);
          if (shot) {
            const path = test.info().outputPath(`${stepName.replace(/\W+/g, "-")}.png`);
            writeFileSync(path, shot);
            await test.info().attach(`${where} (screen)`, { path, contentType: "image/png" });
          }
          throw error;
        }
        const { errors, tolerated } = await driver.takeErrors();
        for (const description of tolerated) {
          test.info().annotations.push({ type: "tolerated", description });
          console.log(`${where}: tolerated: ${description}`);
        }
        if (errors.length > 0) throw new Error(`${where}: errors in the browser:\n${errors.join("\n")}`);
      }),
  };
}

/** Waits until the page at `path` shows `heading` as its h1 (the next step of a journey has arrived). */
async function arrive(driver: EngineDriver, path: string | RegExp, heading: string) {
  let seen = { location: "", heading: "" };
  await waitFor(
    () => `h1 "${heading}" at ${path} (last seen: h1 "${seen.heading}" at ${seen.location})`,
    async () => {
      seen = { location: await driver.location(), heading: await driver.heading() };
      const at = typeof path === "string" ? seen.location === path : path.test(seen.location);
      return at && seen.heading === heading ? true : null;
    },
  );
}

const button = (name: string | RegExp, nth?: number): Target => ({ role: "button", name, nth });
const radio = (name: string | RegExp): Target => ({ role: "radio", name });
const checkbox = (name: string | RegExp): Target => ({ role: "checkbox", name });
const textbox = (name: string | RegExp): Target => ({ role: "textbox", name });

/** A regular termination of an o2 contract by a customer with the combined-advantage discount (its dialog). */
export async function termination({ driver, step }: Flow) {
  await step("the form", async () => {
    await driver.open("/kuendigung?brand=o2");
    await arrive(driver, "/kuendigung?brand=o2", t("termination.form.title"));
  });
  await step("filled in", async () => {
    await driver.click(radio(t("termination.serviceType.mobile")));
    await driver.click(radio(t("termination.cancellationType.Regular")));
    await driver.fill(textbox(t("termination.field.firstName")), "Erika");
    await driver.fill(textbox(t("termination.field.lastName")), "Mustermann");
    // The demo backend's customer with a combined-advantage discount (mobile and home internet together).
    await driver.fill(textbox(containing(t("termination.field.customerNumber"))), "100200300");
    await driver.fill(textbox(containing(t("termination.field.email"))), "erika@example.de");
    if ((await driver.valueOf(textbox(t("termination.field.firstName")))) !== "Erika") {
      throw new Error("the first name field does not hold what was typed");
    }
  });
  await step("sent, the discount dialog confirmed", async () => {
    await driver.click(button(t("termination.submit")));
    await driver.click({
      role: "button",
      name: t("termination.discount.continue"),
      within: { role: "dialog", name: t("termination.discount.title") },
    });
  });
  await step("the confirmation", async () => {
    await arrive(driver, "/kuendigung/bestaetigung", t("termination.confirmation.title"));
  });
}

/** The checkout of a private copy of the demo's standard offer: ID card, SEPA, ordered; the thanks page. */
export async function checkout({ driver, step }: Flow) {
  const token = privateOffer("demo-offer-standard");
  const base = `/angebot/${token}`;
  const forward = button(t("checkout.nav.forward"));
  await step("the offer page", async () => {
    await driver.open(base);
    await driver.click(button(t("offer.shop.choose"), 0));
  });
  await step("meine-daten (prefilled)", async () => {
    await arrive(driver, `${base}/meine-daten`, t("offer.personalData.title"));
    await driver.click(forward);
  });
  await step("identity", async () => {
    await arrive(driver, `${base}/ausweisdaten`, t("offer.identityData.title"));
    await driver.click(radio(t("checkout.identity.documentType.idCard")));
    await driver.fill(textbox(containing(t("checkout.identity.field.documentNumber"))), "L01X00T47");
    await driver.fill(textbox(containing(t("checkout.identity.field.expiryDate"))), "31.08.2031");
    await driver.click(forward);
  });
  await step("payment", async () => {
    await arrive(driver, `${base}/zahlung`, t("offer.payment.title"));
    await driver.click(radio(t("checkout.payment.method.sepa")));
    await driver.fill(textbox(containing(t("checkout.payment.field.iban"))), "DE89370400440532013000");
    await driver.fill(textbox(containing(t("checkout.payment.field.accountHolder"))), "Erika Mustermann");
    // The mandate names the brand's creditor: the demo's, as the demo backend's start configures it.
    await driver.click(
      checkbox(containing(t("checkout.payment.field.mandate").replaceAll("{creditor}", DEMO_SEPA_CREDITOR.name))),
    );
    await driver.click(forward);
  });
  await step("summary, ordered", async () => {
    await arrive(driver, `${base}/zusammenfassung`, t("offer.summary.title"));
    await driver.click(checkbox(containing(t("checkout.summary.terms.label"))));
    await driver.click(checkbox(containing(t("checkout.summary.privacy.label"))));
    await driver.click(button(t("checkout.summary.order")));
  });
  await step("thanks", async () => {
    await arrive(driver, new RegExp(`^${base}/danke`), t("offer.thanks.title"));
  });
}

/** An identity verification started: a method chosen, confirmed at the demo provider, pending, then successful. */
export async function idvStart({ driver, step }: Flow) {
  const base = "/idv/demo-idv-selection";
  await step("the method selection", async () => {
    // In the verification's brand (the demo's is ALDI TALK): another brand's address would redirect first.
    await driver.open(`${base}?brand=aldi`);
    await arrive(driver, `${base}?brand=aldi`, t("idv.main.title"));
  });
  await step("eID chosen, to the provider", async () => {
    // The recommended method's name carries its badge ("Empfohlen").
    await driver.click(radio(containing(t("idv.method.eId.name"))));
    await driver.click(button(t("idv.main.submit")), { newDocument: "plain" });
    // The demo backend's simulated provider (a plain page of its own, in German).
    await arrive(driver, /^\/__demo\/idv\/demo-idv-selection\?method=eId/, "Demo-Identifizierung");
  });
  await step("back from the provider: pending, then successful by itself", async () => {
    await driver.click(button("Identifizierung erfolgreich"), { newDocument: "app" });
    await arrive(driver, `${base}/erfolgreich`, t("idv.success.title"));
  });
}
