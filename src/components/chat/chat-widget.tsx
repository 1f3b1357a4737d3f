import * as React from "react";
import { useStore } from "@nanostores/react";
import { MessageCircle } from "lucide-react";
import { $chatView, closeChat, openChat, restoreChatSession, scheduleAutoOpen } from "@/lib/chat-store";

// The window (thread, composer, reply rendering) is fetched only when the chat first opens, so the island that
// hydrates on every page is just this launcher and the store.
const loadWindow = () => import("./chat-window");
const ChatWindow = React.lazy(() => loadWindow().then((module) => ({ default: module.ChatWindow })));

/**
 * The chat assistant on every page (SPEC 4 "Chat widget"): closed, open or minimized. It opens by itself once,
 * three seconds after the page has loaded; the launcher reopens it after the visitor closes it.
 */
export function ChatWidget() {
  const view = useStore($chatView);
  const launcherRef = React.useRef<HTMLButtonElement>(null);
  const returnFocus = React.useRef(false);

  React.useEffect(() => {
    restoreChatSession();
    return scheduleAutoOpen();
  }, []);

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
        <button
          ref={launcherRef}
          type="button"
          className="fixed right-4 bottom-4 z-40 inline-flex h-14 items-center gap-2 rounded-full bg-navy-900 px-4 font-semibold text-white shadow-lg hover:bg-navy-800 sm:px-5"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadWindow()}
          onFocus={() => void loadWindow()}
          onClick={() => openChat("visitor")}
        >
          <MessageCircle aria-hidden="true" className="size-6 text-brass-400" />
          <span className="sr-only sm:not-sr-only">Chat with us</span>
        </button>
      ) : (
        <React.Suspense fallback={null}>
          <ChatWindow onClose={close} />
        </React.Suspense>
      )}
    </>
  );
}
