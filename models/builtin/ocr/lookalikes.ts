// Characters the recogniser confuses with their lookalikes: a zero read inside a word
// ("CL0SED", "L0ADING") is the letter O, and an O inside a number ("2O26") is a zero. Only a
// character with its own kind on neither side is changed, so mixed codes keep what they read
// where their neighbours disagree ("B7O", "A0", "R2D2" stay as read).
const TO_LETTER: Record<string, string> = { 0: 'O' };
const TO_DIGIT: Record<string, string> = { O: '0', o: '0' };

const isLetter = (c: string | undefined) => !!c && /\p{L}/u.test(c);
const isDigit = (c: string | undefined) => !!c && /\d/.test(c);

/** The text with each lookalike set to the kind of both its neighbours. */
export function fixLookalikes(text: string): string {
  const cs = [...text];
  return cs.map((c, i) => {
    const a = cs[i - 1], b = cs[i + 1];
    if (TO_LETTER[c] && isLetter(a) && isLetter(b)) return a === a.toLowerCase() && b === b.toLowerCase() ? TO_LETTER[c].toLowerCase() : TO_LETTER[c];
    if (TO_DIGIT[c] && isDigit(a) && isDigit(b)) return TO_DIGIT[c];
    return c;
  }).join('');
}
