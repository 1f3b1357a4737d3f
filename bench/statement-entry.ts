// What bench/statement.mjs needs from the server code, bundled by it with esbuild (the same modules the server runs).
export { analyzeStatement } from "@/server/chat/statement";
export { analyzeStatementOffThread } from "@/server/chat/statement-runner";
