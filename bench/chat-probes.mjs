// Prints the assistant's reply to every probe of bench/chat-probes.json (issue 12, sessions 7 and 8), for reading: the
// probes carry no expected facts. src/server/chat/probes.test.ts checks their refusals.
//
//   node bench/chat-probes.mjs            # every reply
//   node bench/chat-probes.mjs restaurant # only the probes containing "restaurant"
import { readFileSync } from "node:fs";
import path from "node:path";
import { importBundled, root } from "./bundle.mjs";

const filter = process.argv[2]?.toLowerCase();
const { ChatEngine } = await importBundled("bench/chat-eval-entry.ts");
const engine = new ChatEngine();
const probes = JSON.parse(readFileSync(path.join(root, "bench", "chat-probes.json"), "utf8"));
const conversations = [...[...probes.refuse, ...probes.answer].map((message) => [message]), ...probes.conversations];
for (const turns of conversations) {
  if (filter && !turns.join(" ").toLowerCase().includes(filter)) continue;
  const history = [];
  let reply;
  for (const message of turns) {
    reply = engine.reply({ message, history: [...history] });
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.message });
  }
  console.log(`### ${turns.join(" >> ")} [${reply.kind}]\n${reply.message}\n`);
}
