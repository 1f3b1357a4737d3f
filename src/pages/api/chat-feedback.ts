import type { APIRoute } from "astro";
import { handleChatFeedbackRequest } from "@/server/chat/http";
import { methodNotAllowed } from "@/server/http/api";

/** POST /api/chat-feedback: "Helpful" / "Not helpful" on one chat answer (issue 34). Details in src/server/chat. */
export const prerender = false;

export const POST: APIRoute = (context) => handleChatFeedbackRequest(context);

export const ALL: APIRoute = () => methodNotAllowed();
