/**
 * A stored colour as the browser's colour input takes it (six digits only): `#abc` -> `#aabbcc`,
 * `#aabbccdd` -> `#aabbcc` (the alpha is kept in the text beside it), anything else black.
 */
export function sixDigits(colour: string | undefined): string {
  if (!colour) return '#000000';
  if (/^#[0-9a-f]{3}$/i.test(colour))
    return `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase();
  return /^#[0-9a-f]{6}/i.test(colour) ? colour.slice(0, 7).toLowerCase() : '#000000';
}

/**
 * Black or white, whichever reads better on `background` (WCAG relative luminance): the text of
 * the menu's buttons drawn in its accent colour.
 */
export function readableOn(background: string): '#000000' | '#ffffff' {
  const hex = sixDigits(background).slice(1);
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  // The luminance where black and white give the same contrast ratio.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
