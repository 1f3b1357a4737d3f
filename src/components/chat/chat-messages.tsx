import * as React from "react";
import { FileText, ThumbsDown, ThumbsUp } from "lucide-react";
import { sendChatFeedback, type ChatFeedbackChoice, type ChatMessage } from "./chat-store";
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
                {message.answerId ? <ReplyFeedback message={message} /> : null}
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

const FEEDBACK_CHOICES: { choice: ChatFeedbackChoice; label: string; Icon: typeof ThumbsUp }[] = [
  { choice: "helpful", label: chatText.feedbackHelpful, Icon: ThumbsUp },
  { choice: "notHelpful", label: chatText.feedbackNotHelpful, Icon: ThumbsDown },
];

/**
 * "Helpful" / "Not helpful" under a reply the server recorded (issue 34): two toggle buttons (aria-pressed) in a
 * labelled group, and a status line that thanks the visitor once a choice is stored (or says it could not be sent).
 * Optional; the choice can be changed.
 */
function ReplyFeedback({ message }: { message: ChatMessage }) {
  const labelId = `chat-feedback-${message.id}`;
  const status = message.feedbackFailed ? chatText.feedbackFailed : message.feedback ? chatText.feedbackThanks : "";
  return (
    <div className="mt-2 border-t border-navy-100 pt-2">
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-1.5">
        <span id={labelId} className="basis-full text-xs text-muted">
          {chatText.feedbackLabel}
        </span>
        {FEEDBACK_CHOICES.map(({ choice, label, Icon }) => (
          <button
            key={choice}
            type="button"
            aria-pressed={message.feedback === choice}
            onClick={() => void sendChatFeedback(message.id, choice)}
            className="inline-flex min-h-8 items-center gap-1 rounded-md border border-navy-700 bg-white px-2 text-xs font-medium text-navy-900 hover:bg-navy-100 aria-pressed:border-navy-900 aria-pressed:bg-navy-900 aria-pressed:text-white"
          >
            <Icon aria-hidden="true" className="size-3.5 shrink-0" />
            {label}
          </button>
        ))}
      </div>
      <p
        role="status"
        className={cn("text-xs", status ? "mt-1.5" : "sr-only", message.feedbackFailed ? "text-red-700" : "text-muted")}
      >
        {status}
      </p>
    </div>
  );
}
