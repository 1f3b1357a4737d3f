/**
 * The one-line invitation the chat launcher shows on phones when the assistant would otherwise open by itself
 * (issue 19): short enough to sit beside the launcher at 320 px without covering a call to action.
 */
export const chatTeaser = {
  text: "Questions about fees? Chat with us",
  dismissLabel: "Dismiss chat invitation",
} as const;
