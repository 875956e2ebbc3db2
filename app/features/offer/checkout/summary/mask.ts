/** An IBAN as the summary shows it: country and check digits, the last four, the rest hidden ("DE89 **** … 3000"). */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, "").toUpperCase();
  if (compact.length < 8) return "*".repeat(compact.length);
  const masked = `${compact.slice(0, 4)}${"*".repeat(compact.length - 8)}${compact.slice(-4)}`;
  return masked.replace(/(.{4})(?=.)/g, "$1 ");
}

/** An identity document number with only its last three characters shown. */
export function maskDocumentNumber(value: string): string {
  return value.length <= 3 ? "*".repeat(value.length) : `${"*".repeat(value.length - 3)}${value.slice(-3)}`;
}
