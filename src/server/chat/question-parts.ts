/** The questions of a message that asks several: split after "?" or ".", and before "and"/"also" + a question word. */
export function questionParts(message: string): string[] {
  const parts = message
    .split(
      /(?<=[?.!])\s+|,?\s+(?:and|also|plus)\s+(?=(?:what|what's|how|when|where|who|which|do|does|can|could|is|are|will|would)\b)/,
    )
    .map((part) => part.trim())
    .filter((part) => part.split(" ").length >= 3);
  return parts.length <= 3 ? parts : [];
}
