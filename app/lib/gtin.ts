/**
 * A GTIN (the barcode: GTIN-8, UPC-A's 12 digits, EAN-13, GTIN-14) written as it is printed, spaces and dashes
 * allowed: its digits when the length and the check digit are right, else null. The check digit is GS1's: from
 * the right, the digits before it weigh 3, 1, 3, 1… and the sum with it is a multiple of 10.
 */
export function gtinOf(text: string): string | null {
  const digits = text.replace(/[\s-]/g, "");
  if (!/^(\d{8}|\d{12,14})$/.test(digits)) return null;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const fromRight = digits.length - 1 - i;
    sum += Number(digits[i]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return sum % 10 === 0 ? digits : null;
}
