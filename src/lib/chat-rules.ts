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

/**
 * Where the widget sits (issue 37), in CSS pixels: the window and its minimized bar are pinned 16 px from the
 * bottom-right corner (8 px below 640 px), the launcher row too. The chat window's and launcher's classes follow
 * these figures; e2e/first-impressions.spec.ts measures the real boxes.
 */
export const CHAT_LAYOUT = {
  inset: 16,
  narrowInset: 8,
  /** Tailwind's sm breakpoint, where the window's inset and heights change. */
  smallScreen: 640,
  /** SPEC 9's md breakpoint: below it the automatic opening is the teaser, never the window. */
  mediumScreen: 768,
  windowWidth: 384,
  windowHeight: 576,
  /** The window as it opens by itself, until the visitor touches it: the greeting and the message box. */
  compactWindowHeight: 352,
  /** Room kept above the window for the header (sm and up). */
  windowTopGap: 88,
  minimizedHeight: 60,
  /** The teaser row: the dismiss button (44), a gap (8) and the invitation (240), 56 px high. */
  teaserWidth: 292,
  teaserHeight: 56,
} as const;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How the once-per-tab automatic opening shows itself, from the most to the least present. */
export type AutoOpenForm = "window" | "minimized" | "teaser" | "nudge";

export function overlapsBox(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The box each form would take in a viewport (nudge: the launcher's own place, which is always taken). */
export function autoOpenBox(form: Exclude<AutoOpenForm, "nudge">, viewport: { width: number; height: number }): Box {
  const L = CHAT_LAYOUT;
  if (form === "teaser") {
    const width = Math.min(L.teaserWidth, viewport.width - 2 * L.inset);
    return { x: viewport.width - L.inset - width, y: viewport.height - L.inset - L.teaserHeight, width, height: L.teaserHeight };
  }
  const inset = viewport.width >= L.smallScreen ? L.inset : L.narrowInset;
  const width = Math.min(L.windowWidth, viewport.width - 2 * L.narrowInset);
  const height =
    form === "minimized" ? L.minimizedHeight : Math.max(0, Math.min(L.compactWindowHeight, viewport.height - L.windowTopGap));
  return { x: viewport.width - inset - width, y: viewport.height - inset - height, width, height };
}

/**
 * SPEC 4: the widget opens by itself once, 3 s after load. Issue 37: it must hide no call to action, so it takes the
 * most present form whose box covers none of the boxes given (the links, buttons and fields in view, and whatever
 * the page marks `data-keep-clear`): on tablets and desktops the window (compact), else the window minimized to its
 * header bar; on phones the one-line teaser; when nothing fits, a dot on the launcher and a polite announcement.
 */
export function autoOpenForm(viewport: { width: number; height: number }, keepClear: readonly Box[]): AutoOpenForm {
  const forms: Exclude<AutoOpenForm, "nudge">[] =
    viewport.width >= CHAT_LAYOUT.mediumScreen ? ["window", "minimized"] : ["teaser"];
  for (const form of forms) {
    const box = autoOpenBox(form, viewport);
    if (box.height > 0 && !keepClear.some((other) => overlapsBox(box, other))) return form;
  }
  return "nudge";
}
