/**
 * The chat assistant's limits, timings and fixed messages (SPEC sections 4, 5, 8 and 9), shared by the widget and
 * the server. Plain data and functions only: the widget imports this, so it must not pull zod into the browser. The
 * widget's fixed messages are `chatText` in src/content/chat.ts; functions that show one are given them.
 */
export const CHAT = {
  /** SPEC 9 "Chat auto-open delay 3 s". */
  autoOpenDelayMs: 3000,
  /** SPEC 9 "Maximum attachment 10 MB": an attachment must be under 10 MiB. */
  maxAttachmentBytes: 10 * 1024 * 1024,
  maxMessageChars: 4000,
  maxHistoryEntries: 50,
  /** A prior message in `history`; assistant replies (a statement analysis) run to a few thousand characters. */
  maxHistoryContentChars: 8000,
  maxAttachmentNameChars: 255,
  /** The file picker's `accept` (SPEC 5 "The file picker accepts .txt and .csv"). */
  accept: ".txt,.csv",
} as const;

export const CHAT_STORAGE_KEYS = {
  /** Set once the widget has opened by itself in this tab, so it never does again (sessionStorage). */
  autoOpened: "harborline-chat-auto-opened",
  /** The thread and the window state the visitor left, so the conversation follows them from page to page. */
  session: "harborline-chat-session",
} as const;

export type ChatAttachmentType = "text/plain" | "text/csv";

/** SPEC 5: a file sent without text becomes a request to analyze that document by its name. */
export function analyzeRequestText(fileName: string): string {
  return `Please analyze this document: ${fileName}`;
}

/**
 * The attachment type to send for a chosen file, or null when it is neither plain text nor CSV. Browsers report
 * CSV inconsistently (Windows says application/vnd.ms-excel, some say nothing), so the extension decides first.
 */
export function attachmentType(file: { name: string; type: string }): ChatAttachmentType | null {
  const name = file.name.toLowerCase();
  if (name.endsWith(".csv")) return "text/csv";
  if (name.endsWith(".txt")) return "text/plain";
  const mime = file.type.toLowerCase().split(";")[0]!.trim();
  if (mime === "text/csv") return "text/csv";
  if (mime === "text/plain") return "text/plain";
  return null;
}

/** The alert to show for a chosen file (one of `messages`: the widget passes `chatText`), or null when it may be attached. */
export function attachmentProblem(
  file: { name: string; type: string; size: number },
  messages: { fileWrongType: string; fileTooLarge: string },
): string | null {
  if (!attachmentType(file)) return messages.fileWrongType;
  if (file.size >= CHAT.maxAttachmentBytes) return messages.fileTooLarge;
  return null;
}

/** SPEC 5: sending needs non-empty trimmed text or an attached file, and nothing may be sent while a reply is pending. */
export function canSend(text: string, hasAttachment: boolean, pending: boolean): boolean {
  return !pending && (text.trim().length > 0 || hasAttachment);
}
