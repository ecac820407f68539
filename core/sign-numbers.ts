// The numbers a text carries: two digits or more, or with a decimal point -- a price, a bay, a
// bus route. A sign whose numbers differ is another sign, however close its letters read
// ("UNLEADED 139.9" and "UNLEADED 142.9" are one edit from an OCR slip apart, and a change of price).

/** The numbers in `text`, in order, joined by spaces; empty when it has none. */
export function numbersOf(text: string): string {
  return (text.match(/\d+(?:[.,]\d+)?/g) ?? []).filter((n) => n.length >= 2).join(' ');
}

/** Whether both texts carry numbers and they differ: two signs, not two reads of one. */
export function numbersDiffer(a: string, b: string): boolean {
  const x = numbersOf(a), y = numbersOf(b);
  return !!x && !!y && x !== y;
}
