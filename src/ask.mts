import { ChatEngine } from "@/server/chat/engine";
const e = new ChatEngine();
for (const q of process.argv.slice(2)) { console.log("Q:", q, "->", e.understand(q)); console.log(e.reply({ message: q }).message, "\n"); }
