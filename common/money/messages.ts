/**
 * What the money modules say when an input cannot be used. Importers and routes turn a
 * MoneyError into a 400 (or a report problem naming its line) with this message unchanged.
 */
export const MoneyMessages = {
  notADecimal: (text: string) =>
    `"${text}" is not a decimal number (expected digits with an optional sign, point and exponent, like -12.345 or 1.5E-3).`,
  tooManyDigits: (text: string) =>
    `"${text}" has more decimal places or digits than Offbeat keeps.`,
  badScale: (scale: number) => `A decimal scale must be a whole number from 0 to 60, not ${scale}.`,
  divisionByZero: "Cannot divide an amount by zero.",
  unknownCurrency: (code: string) => `"${code}" is not a currency Offbeat knows (ISO 4217 code).`,
  noWeights: "A split needs at least one share.",
  negativeWeight: (position: number) => `Share ${position} of the split is negative.`,
  zeroWeights: "A split needs at least one share above zero.",
} as const;

/** A money input that cannot be used; `message` is one of MoneyMessages, fit to show. */
export class MoneyError extends Error {
  override readonly name = "MoneyError";
}
