import { attachmentTooLarge, chatRequestSchema } from "@/lib/chat-schema";
import { logger } from "../logger";
import { answerChat } from "./service";

/**
 * POST /api/chatbot (SPEC 7): JSON only (415), a body limit (413), zod validation (400 naming the field), and
 * 200 { message }. No input produces a 5xx or a stack trace.
 */

/** The attachment (under 10 MiB) grows when JSON-escaped (quotes and line breaks take two bytes), plus the
 *  message and up to 50 history entries: 14 MiB covers a real statement with room to spare. */
export const CHAT_BODY_LIMIT_BYTES = 14 * 1024 * 1024;

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

const tooLarge = () => json(413, { message: "The request is too large. Attach a file under 10MB.", field: "attachment" });

class BodyTooLarge extends Error {}

/** Reads the body as text, stopping as soon as it passes the limit. */
async function readLimited(request: Request, limit: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function handleChatRequest(request: Request): Promise<Response> {
  const contentType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (contentType !== "application/json") {
    return json(415, { message: "Send the message as JSON (Content-Type: application/json)." });
  }
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > CHAT_BODY_LIMIT_BYTES) return tooLarge();

  let raw: string;
  try {
    raw = await readLimited(request, CHAT_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return tooLarge();
    logger.warn("chat request body could not be read", { error: error instanceof Error ? error.message : String(error) });
    return json(400, { message: "The request body could not be read." });
  }

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return json(400, { message: "The request body is not valid JSON." });
  }

  const attachment = (body as { attachment?: { content?: unknown } } | null)?.attachment;
  if (typeof attachment?.content === "string" && attachmentTooLarge(attachment.content)) return tooLarge();

  const parsed = chatRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.length > 0 ? issue.path.join(".") : "body";
    return json(400, {
      message: `Invalid ${field}: ${issue.message}`,
      field,
      issues: parsed.error.issues
        .slice(0, 10)
        .map((entry) => ({ field: entry.path.join(".") || "body", message: entry.message })),
    });
  }

  try {
    const message = await answerChat(parsed.data);
    return json(200, { message });
  } catch (error) {
    // The engine does not throw on any input; if it ever does, the visitor's widget shows its failure message.
    logger.error("chat answer failed", { error: error instanceof Error ? error.message : String(error) });
    return json(500, { message: "The assistant could not answer just now. Please try again." });
  }
}

export function methodNotAllowed(): Response {
  return json(405, { message: "Use POST." }, { Allow: "POST" });
}
