/**
 * Form notices that the SPEC does not word (issue 19): what a visitor sees when the server accepts a request but
 * has nothing new to do, and the calculator's note on a number it cannot use.
 */
export const formNotices = {
  /** POST /api/newsletter answers 200 (not 201) with its own message when the address is already on the list. */
  newsletterAlreadySubscribed: {
    title: "Already subscribed",
    fallback: "You are already subscribed.",
    description: "Nothing changed: updates keep going to this address.",
  },
} as const;
