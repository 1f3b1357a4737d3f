import * as React from "react";
import { FileText, Paperclip, SendHorizontal, X } from "lucide-react";
import type { ChatAttachment } from "@/lib/chat-schema";
import { chatText } from "@/content/chat";
import { CHAT, attachmentProblem, attachmentType, canSend } from "@/lib/chat-rules";
import { sendChatMessage } from "./chat-store";

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; a .txt or .csv statement can be attached and
 * removed before sending. Input and send are disabled while a reply is pending (SPEC 4, 5).
 */
export function ChatComposer({ pending, autoFocus }: { pending: boolean; autoFocus: boolean }) {
  const [text, setText] = React.useState("");
  const [attachment, setAttachment] = React.useState<(ChatAttachment & { size: number }) | null>(null);
  const inputRef = React.useRef<HTMLTextAreaElement>(null);
  const fileRef = React.useRef<HTMLInputElement>(null);
  const refocus = React.useRef(false);

  React.useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  // A disabled textarea loses focus; give it back when the reply has arrived.
  React.useEffect(() => {
    if (!pending && refocus.current) {
      refocus.current = false;
      inputRef.current?.focus();
    }
  }, [pending]);

  const ready = canSend(text, attachment !== null, pending);

  function submit() {
    if (!ready) return;
    const file = attachment ? { name: attachment.name, type: attachment.type, content: attachment.content } : undefined;
    refocus.current = true;
    void sendChatMessage(text, file);
    setText("");
    setAttachment(null);
  }

  async function onFileChosen(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = attachmentProblem(file, chatText);
    if (problem) {
      window.alert(problem);
      return;
    }
    try {
      const content = await file.text();
      setAttachment({ name: file.name, type: attachmentType(file)!, content, size: file.size });
      inputRef.current?.focus();
    } catch (error) {
      console.error("Chat attachment could not be read", error);
      window.alert(chatText.fileUnreadable);
    }
  }

  return (
    <form
      className="border-t border-navy-100 px-3 pt-3 pb-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {attachment ? (
        <div className="mb-2 flex items-center gap-2 rounded-md border border-navy-100 bg-navy-50 py-1 pr-1 pl-2.5 text-sm text-ink">
          <FileText aria-hidden="true" className="size-4 shrink-0 text-navy-700" />
          <span className="min-w-0 flex-1 truncate" title={attachment.name}>
            {attachment.name}
          </span>
          <span className="shrink-0 text-xs text-muted">{formatSize(attachment.size)}</span>
          <button
            type="button"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded text-navy-900 hover:bg-navy-100"
            aria-label={`Remove attachment ${attachment.name}`}
            onClick={() => {
              setAttachment(null);
              inputRef.current?.focus();
            }}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <input ref={fileRef} type="file" accept={CHAT.accept} hidden onChange={onFileChosen} data-testid="chat-file-input" />
        <button
          type="button"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-navy-900 hover:bg-navy-50 disabled:opacity-50"
          aria-label="Attach a statement (.txt or .csv)"
          disabled={pending}
          onClick={() => fileRef.current?.click()}
        >
          <Paperclip aria-hidden="true" className="size-5" />
        </button>
        <label htmlFor="chat-input" className="sr-only">
          Your message
        </label>
        <textarea
          ref={inputRef}
          id="chat-input"
          rows={1}
          value={text}
          maxLength={CHAT.maxMessageChars}
          disabled={pending}
          placeholder="Ask a question"
          aria-describedby="chat-input-hint"
          className="field-sizing-content max-h-32 min-h-11 flex-1 resize-none rounded-md border border-navy-100 bg-white px-3 py-2.5 text-base text-ink placeholder:text-muted disabled:bg-navy-50 sm:text-sm"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <button
          type="submit"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-navy-900 text-white hover:bg-navy-800 disabled:opacity-50"
          aria-label="Send message"
          disabled={!ready}
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id="chat-input-hint" className="mt-1.5 text-xs text-muted">
        Enter sends, Shift+Enter adds a line. Attach a .txt or .csv statement for a fee estimate.
      </p>
    </form>
  );
}
