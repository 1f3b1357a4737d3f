// Prints the assistant's reply to one conversation typed on the command line, turns separated by " >> " (for reading
// while changing the engine): node bench/ask.mjs "we sell cbd >> would there be a reserve?"
import { importBundled } from "./bundle.mjs";

const { ChatEngine } = await importBundled("bench/chat-eval-entry.ts");
const engine = new ChatEngine();
for (const conversation of process.argv.slice(2)) {
  const history = [];
  let reply;
  for (const message of conversation.split(" >> ")) {
    reply = engine.reply({ message, history: [...history] });
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.message });
  }
  console.log(`### ${conversation} [${reply.kind}]\n${reply.message}\n`);
}
