// Entry bundled by bench/chat-eval.mjs: the engine and the chat copy of src/content (its numbers are published too).
export { ChatEngine } from "../src/server/chat/engine";
export { learnedLines } from "../src/server/chat/compose";
export { chatReplyTemplates, chatText } from "../src/content/chat";
export { detect } from "../src/server/chat/intents";
