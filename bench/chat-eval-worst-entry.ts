// Entry bundled by bench/chat-worst.mjs: the engine, its read limits and the worst inputs we know.
export { ChatEngine } from "../src/server/chat/engine";
export { worstInputs } from "../src/server/chat/worst-inputs";
