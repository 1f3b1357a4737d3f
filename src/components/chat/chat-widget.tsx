import * as React from "react";
import { useStore } from "@nanostores/react";
import { MessageCircle, X } from "lucide-react";
import { chatTeaser } from "@/content/chat-teaser";
import {
  $chatTeaser,
  $chatView,
  closeChat,
  dismissChatTeaser,
  openChat,
  restoreChatSession,
  scheduleAutoOpen,
} from "@/lib/chat-store";

// The window (thread, composer, reply rendering) is fetched only when the chat first opens, so the island that
// hydrates on every page is just this launcher and the store.
const loadWindow = () => import("./chat-window");
const ChatWindow = React.lazy(() => loadWindow().then((module) => ({ default: module.ChatWindow })));

/**
 * The chat assistant on every page (SPEC 4 "Chat widget"): closed, open or minimized. It opens by itself once,
 * three seconds after the page started loading; the launcher reopens it after the visitor closes it. On phones that
 * automatic opening is a one-line invitation on the launcher itself (the teaser), so it covers no call to action.
 */
export function ChatWidget() {
  const view = useStore($chatView);
  const teaser = useStore($chatTeaser);
  const launcherRef = React.useRef<HTMLButtonElement>(null);
  const returnFocus = React.useRef(false);

  React.useEffect(() => {
    restoreChatSession();
    return scheduleAutoOpen();
  }, []);

  // The invitation folds back into the plain launcher once the visitor scrolls, so it never rides over the page.
  React.useEffect(() => {
    if (!teaser) return;
    window.addEventListener("scroll", dismissChatTeaser, { once: true, passive: true });
    return () => window.removeEventListener("scroll", dismissChatTeaser);
  }, [teaser]);

  React.useEffect(() => {
    if (view === "closed" && returnFocus.current) {
      returnFocus.current = false;
      launcherRef.current?.focus();
    }
  }, [view]);

  const close = React.useCallback(() => {
    returnFocus.current = true;
    closeChat();
  }, []);

  return (
    <>
      {view === "closed" ? (
        <div className="fixed right-4 bottom-4 z-40 flex max-w-[calc(100vw-2rem)] items-center gap-2">
          {teaser ? (
            <button
              type="button"
              data-chat-teaser-dismiss
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-navy-100 bg-white text-navy-900 shadow-md hover:bg-navy-50"
              aria-label={chatTeaser.dismissLabel}
              onClick={() => {
                dismissChatTeaser();
                launcherRef.current?.focus();
              }}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
          <button
            ref={launcherRef}
            type="button"
            data-chat-teaser={teaser ? "" : undefined}
            className="inline-flex h-14 min-w-0 items-center gap-2 rounded-full bg-navy-900 px-4 font-semibold text-white shadow-lg hover:bg-navy-800 sm:px-5"
            aria-haspopup="dialog"
            onPointerEnter={() => void loadWindow()}
            onFocus={() => void loadWindow()}
            onClick={() => openChat("visitor")}
          >
            <MessageCircle aria-hidden="true" className="size-6 shrink-0 text-brass-400" />
            {teaser ? (
              <span className="text-left text-sm leading-tight">{chatTeaser.text}</span>
            ) : (
              <span className="sr-only sm:not-sr-only">Chat with us</span>
            )}
          </button>
          {/* Announces the invitation once, politely, without moving focus. */}
          <span aria-live="polite" className="sr-only">
            {teaser ? chatTeaser.text : ""}
          </span>
        </div>
      ) : (
        <React.Suspense fallback={null}>
          <ChatWindow onClose={close} />
        </React.Suspense>
      )}
    </>
  );
}
