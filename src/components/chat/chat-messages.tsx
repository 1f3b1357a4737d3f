import * as React from "react";
import { FileText } from "lucide-react";
import type { ChatMessage } from "./chat-store";
import { chatText } from "@/content/chat";
import { cn } from "@/lib/utils";
import { ReplyText } from "./reply-text";

/** The thread, newest at the bottom, with the typing indicator while a reply is pending. */
export function ChatMessages({ messages, pending }: { messages: ChatMessage[]; pending: boolean }) {
  const listRef = React.useRef<HTMLOListElement>(null);

  // Show a new reply from its first line (a statement analysis is taller than the window); otherwise the bottom.
  React.useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const last = [...list.querySelectorAll<HTMLElement>("li[data-role]")].at(-1);
    if (!pending && last?.dataset.role === "assistant" && last.offsetHeight > list.clientHeight) {
      list.scrollTop = last.offsetTop - 12;
    } else {
      list.scrollTop = list.scrollHeight;
    }
  }, [messages.length, pending]);

  return (
    <ol
      ref={listRef}
      aria-label="Conversation"
      tabIndex={0}
      className="relative flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto overscroll-contain px-4 py-4 focus-visible:outline-offset-[-3px]"
    >
      {messages.map((message) => (
        <li
          key={message.id}
          data-role={message.role}
          className={cn("flex", message.role === "user" ? "justify-end" : "justify-start")}
        >
          <div
            className={
              message.role === "user"
                ? "max-w-[85%] rounded-2xl rounded-br-sm bg-navy-900 px-3.5 py-2.5 text-sm leading-relaxed text-white"
                : "max-w-[90%] rounded-2xl rounded-bl-sm bg-navy-50 px-3.5 py-2.5 text-sm leading-relaxed text-ink"
            }
          >
            <span className="sr-only">{message.role === "user" ? "You said:" : `${chatText.assistantName} said:`}</span>
            {message.role === "user" ? (
              <>
                <p className="break-words whitespace-pre-wrap">{message.content}</p>
                {message.attachment ? (
                  <p className="mt-1.5 flex items-center gap-1.5 text-xs text-navy-100">
                    <FileText aria-hidden="true" className="size-3.5 shrink-0" />
                    <span className="break-all">{message.attachment.name}</span>
                  </p>
                ) : null}
              </>
            ) : (
              <div className="break-words">
                <ReplyText text={message.content} />
              </div>
            )}
          </div>
        </li>
      ))}
      {pending ? (
        <li className="flex justify-start">
          <div role="status" className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-navy-50 px-4 py-3.5">
            <span className="sr-only">{chatText.assistantName} is typing</span>
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                aria-hidden="true"
                className="size-2 rounded-full bg-navy-700 motion-safe:animate-bounce"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </div>
        </li>
      ) : null}
    </ol>
  );
}
