// The numbers a text carries: two digits or more, or with a decimal point -- a price, a bay, a
// bus route. A sign whose numbers differ is another sign, however close its letters read
// ("UNLEADED 139.9" and "UNLEADED 142.9" are one edit from an OCR slip apart, and a change of price).

/** The numbers in `text`, in order, joined by spaces; empty when it has none. */
export function numbersOf(text: string): string {
  return (text.match(/\d+(?:[.,]\d+)?/g) ?? []).filter((n) => n.length >= 2).join(' ');
}

/**
 * Whether both texts carry as many numbers, and one of them differs in its digits at the same
 * length: two signs ("139.9", "142.9"), not two reads of one. A number read longer or shorter is
 * a slip more often than a new sign ("SALE 20% OFF" read "SALE 2096 OFF": the % as digits).
 */
export function numbersDiffer(a: string, b: string): boolean {
  const x = numbersOf(a).split(' ').filter(Boolean), y = numbersOf(b).split(' ').filter(Boolean);
  if (!x.length || x.length !== y.length) return false;
  return x.some((n, i) => n !== y[i] && n.length === y[i].length);
}
