import { randomInt } from "node:crypto";
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from "@/content/lead-schema";

/**
 * A short reference an applicant can read over the phone or type into /application-tracking: 8 characters from a
 * 29-letter alphabet without look-alikes (about 5 x 10^11 values), drawn with a CSPRNG so references cannot be
 * guessed from one another.
 */
export function generateReference(): string {
  let reference = "";
  for (let index = 0; index < REFERENCE_LENGTH; index += 1) {
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return reference;
}
