import type { Schemas } from "../http.ts";
import { berlinDateTime, PdfWriter } from "./pdf-writer.ts";

const INTRO: Record<Schemas["DocumentType"], string> = {
  contractSummary: "Vertragszusammenfassung gemäß § 54 Absatz 3 TKG. Bitte speichern Sie dieses Dokument.",
  precontractualInformation: "Informationen vor Vertragsschluss. Bitte speichern Sie dieses Dokument.",
  termsAndConditions: "Es gelten die folgenden Allgemeinen Geschäftsbedingungen für das Angebot.",
  withdrawalPolicy:
    "Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsschlusses.",
};

/** A pre-contractual document of one offer in the cart, with its products and prices. */
export async function offerDocumentPdf(input: {
  document: Schemas["OfferDocument"];
  offer: Schemas["Offer"];
  item: Schemas["OfferItem"];
  now: Date;
}): Promise<Uint8Array> {
  const { document, offer, item, now } = input;
  const writer = await PdfWriter.create(document.title, now);
  writer.heading(document.title);
  writer.text(INTRO[document.type]);
  writer.field("Angebot", `${item.title} (${item.offerId})`);
  writer.field("Gültig bis", berlinDateTime(offer.validUntil));
  writer.field("Erstellt am", berlinDateTime(now.toISOString()));

  writer.heading("Leistungen und Preise", 12);
  if (item.hardware) {
    const hw = item.hardware;
    writer.field("Gerät", `${hw.name}, ${hw.color.name}, ${hw.capacity.label}`);
    for (const price of hw.priceItems)
      writer.text(`  ${price.label}: ${price.formatted}${price.period === "monthly" ? " mtl." : ""}`);
  }
  if (item.tariff) {
    const tariff = item.tariff;
    writer.field("Tarif", `${tariff.name} (Mindestlaufzeit ${tariff.minimumTermMonths} Monate)`);
    writer.text(`  Leistungen: ${tariff.features.join(", ")}`);
    for (const price of tariff.priceItems) {
      const months = price.durationMonths ? ` für ${price.durationMonths} Monate` : "";
      writer.text(`  ${price.label}: ${price.formatted} mtl.${months}`);
    }
  }
  for (const pack of item.packs)
    writer.field("Option", `${pack.name}: ${pack.prices.map((p) => p.formatted).join(" / ")} mtl.`);
  for (const fee of item.priceItems) writer.field(fee.label, `${fee.formatted} einmalig`);

  writer.heading("Gesamtpreis (inkl. MwSt.)", 12);
  writer.field("Monatlich", item.totals.monthly.formatted);
  writer.field("Einmalig", item.totals.once.formatted);
  writer.space(12);
  writer.text(`Hotline: ${offer.shopHotline}`);
  return writer.save();
}
