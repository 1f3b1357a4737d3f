import type { APIRoute } from "astro";
import { handleChatRequest, methodNotAllowed } from "@/server/chat/http";
import { rateLimitResponse } from "@/server/http/api";
import { logger } from "@/server/logger";

/** POST /api/chatbot: the chat assistant (SPEC 7). Validation and answers live in src/server/chat. */
export const prerender = false;

export const POST: APIRoute = async (context) => {
  try {
    const limited = await rateLimitResponse(context, "chatbot");
    if (limited) return limited;
  } catch (error) {
    // A limiter fault (its database table unreachable) must not take the assistant down with it.
    logger.error("chat rate limiter failed", { error: error instanceof Error ? error.message : String(error) });
  }
  return handleChatRequest(context.request);
};

export const ALL: APIRoute = () => methodNotAllowed();
