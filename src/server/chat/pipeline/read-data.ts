/**
 * Data of the read stage: how a message is cut into asks. Patterns only; read.ts applies them.
 */

/** Where a message asking several things is cut: after "?", "." or "!", and before "and"/"also"/"plus" + a question
 *  word ("how long does approval take and what docs do i need"). */
export const ASK_BOUNDARY =
  /(?<=[?.!])\s+|,?\s+(?:and|also|plus)\s+(?=(?:what|what's|whats|how|when|where|who|which|do|does|is|are|will|would|any)\b)/;

/** An ask has at least this many words; shorter pieces ("thanks.", "ok.") stay with the whole message. */
export const ASK_MIN_WORDS = 3;

/** More pieces than this is a story, not a list of questions: the message is read whole. */
export const MAX_ASKS = 3;

/** A piece that only introduces the visitor's business ("law firm here.", "we're a cafe doing 40k a month"): context
 *  for the asks, never an ask of its own. */
export const INTRODUCES_THE_ASKER =
  /^(?!.*\?)(?:(?:hi|hello|hey),? )?(?:(?:[\w'&-]+ ){1,4}(?:here|owner|owners)\b.*|(?:i'?m|i am|we'?re|we are|i (?:own|run|have)|we (?:own|run|have)) (?:a|an|the|my|our|two|\d+) [^.!]*)$/;

/** An ask this short, after another question, is read with that question's subject ("how long?", "what hours?"). */
export const FOLLOW_UP_MAX_WORDS = 4;
