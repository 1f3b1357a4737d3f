import { z } from "zod";
import { UUID_PATTERN } from "./chat-insights";
import { CHAT } from "./chat-rules";

/**
 * The body of POST /api/chatbot (SPEC 7: message, history, optional attachment) and its answer. The server parses
 * every request with these; the widget imports only the types (no zod in the browser).
 */
const utf8Bytes = (text: string) => Buffer.byteLength(text, "utf8");

export const chatRoleSchema = z.enum(["user", "assistant"]);

/** A prior message. The widget sends role and content; other fields of a stored chat message are ignored. */
export const chatHistoryEntrySchema = z.object({
  role: chatRoleSchema,
  content: z.string().max(CHAT.maxHistoryContentChars),
});

export const chatAttachmentSchema = z.object({
  name: z.string().trim().min(1).max(CHAT.maxAttachmentNameChars),
  type: z.enum(["text/plain", "text/csv"], {
    errorMap: () => ({ message: "must be text/plain or text/csv" }),
  }),
  content: z.string(),
});

/** The chat's conversation ids and answer ids (issue 34): a UUID (UUID_PATTERN), read lower-cased. */
export const uuidSchema = z
  .string()
  .regex(UUID_PATTERN, { message: "must be a UUID" })
  .transform((value) => value.toLowerCase());

export const chatRequestSchema = z
  .object({
    message: z.string().max(CHAT.maxMessageChars),
    history: z.array(chatHistoryEntrySchema).max(CHAT.maxHistoryEntries),
    attachment: chatAttachmentSchema.optional(),
    /** The random id the widget keeps for the conversation (issue 34); stored with each question. */
    conversationId: uuidSchema.optional(),
  })
  .refine((body) => body.message.trim().length > 0 || body.attachment !== undefined, {
    path: ["message"],
    message: "must not be empty unless a file is attached",
  });

/** The body of POST /api/chat-feedback (issue 34): a visitor's verdict on one answer. */
export const chatFeedbackSchema = z.object({
  answerId: uuidSchema,
  helpful: z.boolean({ invalid_type_error: "must be true or false", required_error: "is required" }),
});

export type ChatRole = z.infer<typeof chatRoleSchema>;
export type ChatHistoryEntry = z.infer<typeof chatHistoryEntrySchema>;
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;
export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatFeedback = z.infer<typeof chatFeedbackSchema>;

/** True when an attachment's text is over the size limit (answered 413 rather than 400). */
export function attachmentTooLarge(content: string): boolean {
  return utf8Bytes(content) >= CHAT.maxAttachmentBytes;
}
