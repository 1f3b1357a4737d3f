import type { ChatHistoryEntry } from "@/lib/chat-schema";

/**
 * What the engine reads of the earlier conversation (bounded work whatever the visitor sends; the schema allows 50
 * turns of 8,000 characters): the last READ_LIMITS.turns turns, a visitor's turn cut to its first
 * READ_LIMITS.visitorChars characters (a follow-up leans on a question, not on an essay) and the assistant's to
 * READ_LIMITS.assistantChars (its links and numbered lists are read for "the second one", "who wrote it").
 */
export const READ_LIMITS = { turns: 8, visitorChars: 600, assistantChars: 4000 } as const;

export function conversationRead(history: readonly ChatHistoryEntry[]): ChatHistoryEntry[] {
  return history.slice(-READ_LIMITS.turns).map((entry) => {
    const limit = entry.role === "user" ? READ_LIMITS.visitorChars : READ_LIMITS.assistantChars;
    return entry.content.length <= limit ? entry : { role: entry.role, content: cutAtWord(entry.content, limit) };
  });
}

function cutAtWord(text: string, limit: number): string {
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(" ");
  return space > limit / 2 ? cut.slice(0, space) : cut;
}
