import * as React from "react";
import { useStore } from "@nanostores/react";
import { $chatView, closeChat } from "./chat-store";

// The window (thread, composer, reply rendering) is fetched when the island wakes, so it is ready when it opens.
const loadWindow = () => import("./chat-window");
const ChatWindow = React.lazy(() => loadWindow().then((module) => ({ default: module.ChatWindow })));

/**
 * The chat assistant's window (SPEC 4 "Chat widget"): open or minimized. The launcher, the phone teaser and the
 * auto-open are server HTML and a small script (chat-launcher.tsx, src/scripts/chat-launcher.ts); this island,
 * with React, hydrates only when the launcher wakes it (`client:interaction`): the visitor reaches for the chat, the
 * desktop auto-open fires, or the window was left open on the previous page. It renders nothing on the server and
 * in its first render, so hydration always matches whatever the store holds by then.
 */
export function ChatWidget() {
  const view = useStore($chatView);
  const [mounted, setMounted] = React.useState(false);

  React.useEffect(() => {
    setMounted(true);
    void loadWindow();
  }, []);

  // Closing shows the launcher again (the launcher script follows the store at once); focus returns to it.
  const close = React.useCallback(() => {
    closeChat();
    document.querySelector<HTMLElement>("[data-chat-open]")?.focus();
  }, []);

  // Always an element (a fragment), never a bare null: Astro's React renderer recognises its components by that.
  return (
    <>
      {mounted && view !== "closed" ? (
        <React.Suspense fallback={null}>
          <ChatWindow onClose={close} />
        </React.Suspense>
      ) : null}
    </>
  );
}
