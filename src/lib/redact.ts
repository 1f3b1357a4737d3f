/**
 * Personal data out of a visitor's free text before it is stored (issue 34): the chat's questions are kept for the
 * team to read, without the email addresses, phone numbers and card numbers visitors sometimes type into them.
 * Pure and linear in the length of the text (every pattern starts only at a token's first character and has no
 * nested ambiguity), so a hostile 4,000-character message costs no more than a plain one.
 *
 * - Email addresses become `[email]`: `name@host.tld`, with spaces around the `@`, and the written-out forms
 *   `name [at] host [dot] com`, `name(at)host.com`, `name at host dot com`.
 * - Runs of digits joined by single separators (space, dash, dot, parentheses, a leading `+`) are read as one number:
 *   with a leading `+` and 8-15 digits, 10 or 11 digits, or 7 digits written `555-0188`, it is a phone number
 *   (`[phone]`); with 12 or more digits it is a card number (`[card]`; longer runs too: a number that long says
 *   nothing the team needs). Anything else (prices, dates, volumes, ZIP codes, rates) is kept.
 * The text is NFKC-normalised first, so full-width digits and at-signs, non-breaking and thin spaces count like
 * their ASCII forms.
 */

export const REDACTED = { email: "[email]", phone: "[phone]", card: "[card]" } as const;

/** A character that may be part of an email's local part or host label. */
const WORD = "\\p{L}\\p{N}_";
const LOCAL = `[${WORD}.%+'-]+`;
const LABEL = `[${WORD}-]+`;
/** Not inside a longer token: an address starts where a word starts. */
const START = `(?<![${WORD}.%+'-])`;
const OPEN = "[\\[({<]\\s*";
const CLOSE = "\\s*[\\])}>]";

const EMAIL_PATTERNS = [
  // name@host.tld, name @ host.co.uk
  new RegExp(`${START}${LOCAL} ?@ ?${LABEL}(?:\\.${LABEL})+`, "gu"),
  // name [at] host [dot] com, name(at)host.com, name {at} host . com
  new RegExp(`${START}${LOCAL}\\s*${OPEN}at${CLOSE}\\s*${LABEL}(?:\\s*(?:${OPEN}dot${CLOSE}|\\.)\\s*${LABEL})+`, "giu"),
  // name at host dot com (both words written out, so "meet me at noon. Thanks" is not an address)
  new RegExp(`${START}${LOCAL}\\s+at\\s+${LABEL}(?:\\s+dot\\s+${LABEL})+(?![${WORD}])`, "giu"),
];

/**
 * A number as a visitor types it: digits joined by at most two separators at a time ("(210) 555-0188",
 * "4111 1111 1111 1111", "+44 20 7946 0958"), optionally opened by "+" or "(". It may follow a letter
 * ("card4111..."), never a digit: a number is read whole, from its first digit.
 */
const NUMBER = /(?<!\d)(?:\+\s?)?\(?\d(?:[ .\-()\u2010-\u2015]{0,2}\d)*/gu;
const SEVEN_DIGIT_PHONE = /^\d{3}[ .\-\u2010-\u2015]\d{4}$/;

function classifyNumber(run: string): string {
  const digits = run.replace(/\D/g, "").length;
  const international = run.startsWith("+");
  if (international && digits >= 8 && digits <= 15) return REDACTED.phone;
  if (digits >= 12) return REDACTED.card;
  if (digits === 10 || digits === 11) return REDACTED.phone;
  if (digits === 7 && SEVEN_DIGIT_PHONE.test(run)) return REDACTED.phone;
  return run;
}

/** The text with email addresses, phone numbers and card-like numbers replaced by [email], [phone] and [card]. */
export function redactPersonalData(text: string): string {
  let result = text.normalize("NFKC");
  for (const pattern of EMAIL_PATTERNS) result = result.replace(pattern, REDACTED.email);
  return result.replace(NUMBER, classifyNumber);
}
