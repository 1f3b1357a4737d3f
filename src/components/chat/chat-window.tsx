import * as React from "react";
import { useStore } from "@nanostores/react";
import { ChevronUp, Minus, ShieldCheck, X } from "lucide-react";
import { chatText } from "@/content/chat";
import { $chatCompact, $chatMessages, $chatOpenedBy, $chatPending, $chatView, expandChat, toggleMinimized } from "./chat-store";
import { ChatComposer } from "./chat-composer";
import { ChatLeadOffer } from "./chat-lead-form";
import { ChatMessages } from "./chat-messages";

export const CHAT_WINDOW_ID = "chat-window";

/**
 * The chat window: a non-modal dialog (the page stays usable beside it). Escape closes it; focus moves to the message
 * box only when the visitor opened it, never when it opened by itself. New replies are announced through a polite
 * live region; minimizing leaves the header bar.
 */
export function ChatWindow({ onClose }: { onClose: () => void }) {
  const view = useStore($chatView);
  const messages = useStore($chatMessages);
  const pending = useStore($chatPending);
  const openedBy = useStore($chatOpenedBy);
  const compact = useStore($chatCompact);
  const minimized = view === "minimized";

  // Announce replies that arrive while the window is open (not the thread restored on page load).
  const [announcement, setAnnouncement] = React.useState("");
  const seen = React.useRef(messages.length);
  React.useEffect(() => {
    if (messages.length > seen.current) {
      const latest = messages.at(-1);
      if (latest?.role === "assistant") setAnnouncement(`${chatText.assistantName}: ${latest.content}`);
    }
    seen.current = messages.length;
  }, [messages]);

  return (
    <section
      id={CHAT_WINDOW_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      // Sizes and insets: CHAT_LAYOUT in src/lib/chat-rules.ts. Opened by itself, the window is compact (the greeting
      // and the message box) until the visitor touches it.
      className={
        minimized
          ? "fixed right-2 bottom-2 z-40 w-[calc(100vw-1rem)] max-w-sm rounded-xl shadow-xl sm:right-4 sm:bottom-4"
          : `fixed right-2 bottom-2 z-40 flex w-[calc(100vw-1rem)] max-w-sm flex-col rounded-xl border border-navy-100 bg-white shadow-2xl sm:right-4 sm:bottom-4 ${
              compact
                ? "h-[min(22rem,calc(100dvh-6rem))] sm:h-[min(22rem,calc(100dvh-5.5rem))]"
                : "h-[min(32rem,calc(100dvh-6rem))] sm:h-[min(36rem,calc(100dvh-5.5rem))]"
            }`
      }
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div
        className={`flex items-center gap-3 bg-navy-900 py-2.5 pr-2 pl-4 text-white ${minimized ? "rounded-xl" : "rounded-t-xl"}`}
      >
        <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-brass-400" />
        <div className="min-w-0 flex-1">
          <h2 id="chat-title" className="truncate text-base font-semibold">
            {chatText.assistantName}
          </h2>
          {minimized ? null : <p className="truncate text-xs text-navy-100">Answers from our site</p>}
        </div>
        <button
          type="button"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-white/10"
          aria-label={minimized ? "Expand chat" : "Minimize chat"}
          aria-expanded={!minimized}
          aria-controls="chat-body"
          onClick={toggleMinimized}
        >
          {minimized ? <ChevronUp aria-hidden="true" className="size-5" /> : <Minus aria-hidden="true" className="size-5" />}
        </button>
        <button
          type="button"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-white/10"
          aria-label="Close chat"
          onClick={onClose}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {/* The visitor's first touch inside the thread or the message box gives a compact window its full height (the
          header's buttons do not: they would move under the pointer). */}
      <div
        id="chat-body"
        hidden={minimized}
        className={minimized ? undefined : "flex min-h-0 flex-1 flex-col"}
        onPointerDown={expandChat}
        onFocus={expandChat}
      >
        {minimized ? null : (
          <>
            <ChatMessages messages={messages} pending={pending} />
            <ChatLeadOffer />
            <ChatComposer pending={pending} autoFocus={openedBy === "visitor"} />
          </>
        )}
      </div>
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </section>
  );
}
