// Prints the assistant's reply to one conversation typed on the command line, turns separated by " >> " (for reading
// while changing the engine): node bench/ask.mjs "we sell cbd >> would there be a reserve?"
// --explain: also what each stage of the pipeline (read, find, decide, compose) found for the last turn, and why each
// fact was chosen.
import { importBundled } from "./bundle.mjs";

const explain = process.argv.includes("--explain");
const { ChatEngine } = await importBundled("bench/chat-eval-entry.ts");
const engine = new ChatEngine();
for (const conversation of process.argv.slice(2).filter((arg) => arg !== "--explain")) {
  const history = [];
  let reply;
  let trace = [];
  for (const message of conversation.split(" >> ")) {
    ({ reply, trace } = engine.explain({ message, history: [...history] }));
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.message });
  }
  if (explain) console.log(trace.join("\n"));
  console.log(`### ${conversation} [${reply.kind}]\n${reply.message}\n`);
}
