/**
 * The masked number an OTP went to, as the backend words it ("0176 ****5678"), or null: only digits, spaces, `+`,
 * `-`, `(`, `)` and at least one `*` (a number without a mask is never shown), at most 24 characters.
 */
export function maskedNumber(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return /^[0-9+()\- *]{4,24}$/.test(trimmed) && trimmed.includes("*") && /\d/.test(trimmed) ? trimmed : null;
}
