import type { APIRoute } from "astro";
import { handleChatRequest, methodNotAllowed } from "@/server/chat/http";

/** POST /api/chatbot: the chat assistant (SPEC 7). Validation and answers live in src/server/chat. */
export const prerender = false;

export const POST: APIRoute = ({ request }) => handleChatRequest(request);

export const ALL: APIRoute = () => methodNotAllowed();
