/** Letters whose spoken name starts with a vowel sound: "an HR Advisor", "an SEO Specialist". */
const VOWEL_SOUNDING_LETTERS = new Set(['A', 'E', 'F', 'H', 'I', 'L', 'M', 'N', 'O', 'R', 'S', 'X']);

/**
 * "a" or "an" for the phrase that follows, by how it is said: an Inventory Controller, a UX
 * Designer (said "you-ex"), an HR Advisor (said "aitch-ar"), a CNC Operator.
 */
export function article(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/[\s-]/)[0] ?? '';
  const initials = /^[A-Z]{2,}\b/.test(word);
  const first = word.charAt(0);
  if (initials) return VOWEL_SOUNDING_LETTERS.has(first) ? 'an' : 'a';
  if (/^(uni|use|usu|ute|eu|one)/i.test(word)) return 'a';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}
