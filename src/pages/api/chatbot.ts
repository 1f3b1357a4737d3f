import type { APIRoute } from "astro";
import { handleChatRequest } from "@/server/chat/http";
import { methodNotAllowed } from "@/server/http/api";

/** POST /api/chatbot: the chat assistant (SPEC 7). Validation and answers live in src/server/chat. */
export const prerender = false;

export const POST: APIRoute = (context) => handleChatRequest(context);

export const ALL: APIRoute = () => methodNotAllowed();
