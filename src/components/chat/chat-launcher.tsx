import { MessageCircle, X } from "lucide-react";
import { chatTeaser } from "@/content/chat-teaser";
import { CHAT, CHAT_STORAGE_KEYS } from "@/lib/chat-rules";

/** Navy with a brass border, so the button stands out on the navy heroes and footer as on white (issue 37). */
const PILL =
  "inline-flex h-14 min-w-0 items-center gap-2 rounded-full border-2 border-brass-400 bg-navy-900 px-4 font-semibold text-white shadow-lg shadow-navy-950/30 hover:bg-navy-800 sm:px-5";

/**
 * The chat launcher on every page, as server HTML with no island (issue 14): src/scripts/chat-launcher.ts makes it
 * work, a few kilobytes with no React, and wakes the chat island (React and the window) only when the visitor uses
 * the chat or the desktop auto-open fires. On phones the auto-open is the one-line teaser (issue 19): an invitation
 * in place of the launcher, with a dismiss button beside it; both are in this HTML, hidden until the script shows
 * them. Where the teaser would hide a call to action, a dot on the launcher stands in for it (issue 37).
 *
 * No layout shift when the teaser comes and goes (Lighthouse's CLS at 412 px was 0.039 from it): the teaser is a
 * button of its own that appears while the launcher disappears, rather than the launcher widening (a box that
 * moves or grows to the left counts as a shift, one that appears does not). The row is laid out right-to-left
 * (reversed, so it reads in the same order), because a box's shift is measured at its inline-start corner: for
 * this row, pinned to the right edge, that is the right corner, which never moves.
 */
export function ChatLauncher() {
  return (
    <div
      data-chat-launcher
      data-session-key={CHAT_STORAGE_KEYS.session}
      data-auto-opened-key={CHAT_STORAGE_KEYS.autoOpened}
      data-auto-open-delay={CHAT.autoOpenDelayMs}
      className="fixed right-4 bottom-4 z-40 flex max-w-[calc(100vw-2rem)] flex-row-reverse items-center gap-2 [direction:rtl]"
    >
      <button
        type="button"
        hidden
        data-chat-teaser-dismiss
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-navy-100 bg-white text-navy-900 shadow-md hover:bg-navy-50"
        aria-label={chatTeaser.dismissLabel}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      <button type="button" hidden data-chat-teaser-open className={`${PILL} w-60 [direction:ltr]`} aria-haspopup="dialog">
        <MessageCircle aria-hidden="true" className="size-6 shrink-0 text-brass-400" />
        <span className="text-left text-sm leading-tight">{chatTeaser.text}</span>
      </button>
      <button type="button" data-chat-open className={`${PILL} relative [direction:ltr]`} aria-haspopup="dialog">
        <MessageCircle aria-hidden="true" className="size-6 shrink-0 text-brass-400" />
        <span className="sr-only sm:not-sr-only">Chat with us</span>
        {/* The automatic opening's last resort: a dot, when any larger form would hide a call to action. */}
        <span
          hidden
          data-chat-nudge
          aria-hidden="true"
          className="absolute -top-1 -right-1 size-4 rounded-full border-2 border-white bg-brass-400"
        ></span>
      </button>
      {/* Announces the invitation once, politely, without moving focus. */}
      <span data-chat-announce aria-live="polite" className="sr-only"></span>
    </div>
  );
}
