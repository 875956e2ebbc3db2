import type { Schemas } from "../http.ts";
import { DEMO_BRANDS } from "../seed/brands.ts";
import type { TerminationRecord, UploadRecord } from "../store.ts";
import { berlinDateTime, germanDate, germanOpeningHours, PdfWriter } from "./pdf-writer.ts";

const SERVICE_LABELS: Record<Schemas["ServiceType"], string> = {
  mobile: "Mobilfunkvertrag",
  dataOnly: "Datentarif",
  prepaid: "Prepaid-Vertrag",
  dsl: "Festnetz- und Internetvertrag",
};

const REASON_LABELS: Record<Schemas["TerminationReason"], string> = {
  None: "-",
  PersönlicheUmstände: "Persönliche Umstände",
  SterbefallVertragsinhaber: "Sterbefall des Vertragsinhabers",
  SterbefallNutzer: "Sterbefall des Nutzers",
  TechnischeProbleme: "Technische Probleme",
  UmzugInland: "Umzug im Inland",
  UmzugAusland: "Umzug ins Ausland",
  SonstigerGrund: "Sonstiger Grund",
};

/** The declaration as received, with date and time of receipt (§ 312k Abs. 4 BGB). */
export async function terminationPdf(record: TerminationRecord, uploads: readonly UploadRecord[]): Promise<Uint8Array> {
  const brand = DEMO_BRANDS[record.brand];
  const writer = await PdfWriter.create(`Kündigung ${record.id}`, new Date(record.receivedAt));
  writer.heading(`${brand.displayName} - Eingangsbestätigung Ihrer Kündigung`);
  writer.field("Eingegangen am", berlinDateTime(record.receivedAt));
  writer.field("Vorgangsnummer", record.id);

  writer.heading("Kundendaten", 12);
  const { customer } = record;
  const salutation = customer.salutation === "frau" ? "Frau " : customer.salutation === "herr" ? "Herr " : "";
  writer.field("Name", `${salutation}${customer.firstName} ${customer.lastName}`);
  if (customer.birthDate) writer.field("Geburtsdatum", germanDate(customer.birthDate));
  if (customer.customerNumber) writer.field("Kundennummer", customer.customerNumber);
  if (customer.phoneNumber) writer.field("Rufnummer", customer.phoneNumber);
  writer.field("E-Mail für die Bestätigung", customer.email);

  writer.heading("Gekündigter Vertrag", 12);
  writer.field("Vertragsart", SERVICE_LABELS[record.serviceType]);
  if (record.contract?.tariffName) writer.field("Tarif", record.contract.tariffName);
  if (record.contract?.contractNumber) writer.field("Vertragsnummer", record.contract.contractNumber);
  if (record.contract?.phoneNumber) writer.field("Rufnummer des Vertrags", record.contract.phoneNumber);

  writer.heading("Kündigung", 12);
  const special = record.cancellationType === "Special";
  writer.field("Art", special ? "Außerordentliche Kündigung" : "Ordentliche Kündigung");
  if (special) writer.field("Grund", REASON_LABELS[record.reason]);
  writer.field("Wirksam zum", germanDate(record.effectiveDate));
  if (uploads.length > 0) {
    writer.field(
      "Nachweise",
      uploads.map((upload) => `${upload.fileName} (${Math.ceil(upload.size / 1024)} KB)`).join(", "),
    );
  }

  writer.space(16);
  writer.text(
    "Wir haben Ihre Kündigungserklärung zu dem oben genannten Zeitpunkt erhalten. Bitte bewahren Sie dieses Dokument auf. " +
      `Eine Bestätigung mit dem Datum, zu dem der Vertrag endet, senden wir Ihnen zusätzlich per E-Mail an ${customer.email}.`,
  );
  writer.text(`Fragen? ${brand.hotline.displayNumber} (${germanOpeningHours(brand.hotline.openingHours)})`);
  return writer.save();
}
