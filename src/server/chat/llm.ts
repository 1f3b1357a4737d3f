import { z } from "zod";
import type { ChatHistoryEntry } from "@/lib/chat-schema";
import { site } from "@/content/site";
import { logger } from "../logger";
import type { ChatReply } from "./engine";

/**
 * Optional phrasing by a language model. When LLM_BASE_URL and LLM_MODEL are set, an OpenAI-compatible
 * chat-completions endpoint rewrites the engine's answer from the passages it retrieved. The model only rephrases:
 * a reply that brings in a figure or a link the engine did not give is discarded, and any failure (network,
 * timeout, bad answer) falls back to the engine's own wording.
 */
const llmEnvSchema = z.object({
  LLM_BASE_URL: z.string().url(),
  LLM_MODEL: z.string().min(1),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8000),
});

export type LlmConfig = z.infer<typeof llmEnvSchema>;

/** The model settings, or undefined when they are not set (or not valid: logged once). */
export function llmConfig(env: Record<string, string | undefined> = process.env): LlmConfig | undefined {
  if (!env.LLM_BASE_URL?.trim() || !env.LLM_MODEL?.trim()) return undefined;
  const parsed = llmEnvSchema.safeParse({
    LLM_BASE_URL: env.LLM_BASE_URL.trim(),
    LLM_MODEL: env.LLM_MODEL.trim(),
    LLM_API_KEY: env.LLM_API_KEY?.trim() || undefined,
    LLM_TIMEOUT_MS: env.LLM_TIMEOUT_MS?.trim() || undefined,
  });
  if (!parsed.success) {
    logger.warn("LLM settings ignored", { problems: parsed.error.issues.map((issue) => issue.path.join(".")) });
    return undefined;
  }
  return parsed.data;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const FIGURE = /\d[\d,]*(?:\.\d+)?%?/g;
const LINK = /\]\((\/[^)\s]*)\)|(?<![\w/.])(\/[a-z][a-z0-9\-/#]*)/gi;

/** True when every figure and every link in the model's text also appears in the engine's answer or passages. */
export function staysWithinFacts(phrased: string, reply: ChatReply): boolean {
  const allowed = [reply.message, ...reply.passages.map((passage) => `${passage.text} ${(passage.facts ?? []).join(" ")}`)].join(
    " ",
  );
  const figures = new Set(allowed.match(FIGURE) ?? []);
  for (const figure of phrased.match(FIGURE) ?? []) {
    if (!figures.has(figure)) return false;
  }
  for (const match of phrased.matchAll(LINK)) {
    const path = (match[1] ?? match[2] ?? "").replace(/[/-]+$/, "");
    if (path && !allowed.includes(path)) return false;
  }
  return true;
}

function systemPrompt(): string {
  return [
    `You are the website assistant of ${site.brand.name}, a US payment-processing provider.`,
    "Rewrite the DRAFT answer to the visitor's latest question so it reads naturally and answers them directly, in at most 120 words of plain text.",
    "Use only facts from the DRAFT and the PASSAGES. Copy every figure, rate, time and promise exactly; never add one.",
    "Keep every link exactly in the form [text](/path). Do not use any other markdown or HTML.",
  ].join(" ");
}

export async function phraseWithLlm(
  question: string,
  history: ChatHistoryEntry[],
  reply: ChatReply,
  config: LlmConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<string | undefined> {
  const passages = reply.passages
    .slice(0, 8)
    .map((passage, index) => `[${index + 1}] ${passage.title} (${passage.url}): ${(passage.facts ?? [passage.text]).join(" ")}`)
    .join("\n");
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.LLM_TIMEOUT_MS);
  try {
    const response = await fetchImpl(`${config.LLM_BASE_URL.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      signal: controller.signal,
      headers: {
        "Content-Type": "application/json",
        ...(config.LLM_API_KEY ? { Authorization: `Bearer ${config.LLM_API_KEY}` } : {}),
      },
      body: JSON.stringify({
        model: config.LLM_MODEL,
        temperature: 0.2,
        max_tokens: 400,
        messages: [
          { role: "system", content: systemPrompt() },
          ...history.slice(-6).map((entry) => ({ role: entry.role, content: entry.content.slice(0, 2000) })),
          { role: "user", content: `QUESTION: ${question}\n\nPASSAGES:\n${passages}\n\nDRAFT:\n${reply.message}` },
        ],
      }),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const parsed = completionSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error("unexpected response shape");
    const text = parsed.data.choices[0]!.message.content.trim();
    if (!text || text.length > 3000) throw new Error("empty or overlong answer");
    if (/<[a-z][^>]*>/i.test(text)) throw new Error("answer contained HTML");
    if (!staysWithinFacts(text, reply)) throw new Error("answer added a figure or link not in the passages");
    return text;
  } catch (error) {
    logger.warn("LLM phrasing failed; using the embedded answer", {
      error: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
