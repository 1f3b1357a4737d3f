// The assistant on every probe of bench/chat-probes.json (issue 12, sessions 7 and 8). The probes carry no expected
// facts, only an expected kind: those under `refuse` are refused, no other question is, and every two-turn
// conversation's follow-up is answered (neither a refusal nor small talk).
//
//   node bench/chat-probes.mjs            # every reply, for reading
//   node bench/chat-probes.mjs restaurant # only the probes containing "restaurant"
//   node bench/chat-probes.mjs --check    # (npm run bench:probes) every probe against its kind; exit 1 on a miss
//
// src/server/chat/probes.test.ts checks a fixed one-in-eight sample of them in the test suite.
import { readFileSync } from "node:fs";
import path from "node:path";
import { importBundled, root } from "./bundle.mjs";

const check = process.argv.includes("--check");
const filter = process.argv
  .slice(2)
  .find((argument) => !argument.startsWith("--"))
  ?.toLowerCase();
const { ChatEngine } = await importBundled("bench/chat-eval-entry.ts");
const engine = new ChatEngine();
const probes = JSON.parse(readFileSync(path.join(root, "bench", "chat-probes.json"), "utf8"));

/** The reply to the last turn of a conversation, the earlier turns answered first as the widget would. */
function converse(turns) {
  const history = [];
  let reply;
  for (const message of turns) {
    reply = engine.reply({ message, history: [...history] });
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.message });
  }
  return reply;
}

if (check) {
  const started = performance.now();
  const lists = [
    { name: "refused", items: probes.refuse.map((message) => [message]), ok: (kind) => kind === "refusal" },
    { name: "not refused", items: probes.answer.map((message) => [message]), ok: (kind) => kind !== "refusal" },
    {
      name: "follow-ups answered",
      items: probes.conversations,
      ok: (kind) => kind !== "refusal" && kind !== "social",
    },
  ];
  let misses = 0;
  for (const list of lists) {
    const missed = list.items.filter((turns) => !list.ok(converse(turns).kind));
    misses += missed.length;
    console.log(`${list.name}: ${list.items.length - missed.length}/${list.items.length}`);
    for (const turns of missed) console.log(`  miss: ${turns.join(" >> ")}`);
  }
  console.log(
    `${misses ? `${misses} probes missed` : "every probe as expected"} (${Math.round(performance.now() - started)} ms)`,
  );
  process.exit(misses ? 1 : 0);
}

const conversations = [...[...probes.refuse, ...probes.answer].map((message) => [message]), ...probes.conversations];
for (const turns of conversations) {
  if (filter && !turns.join(" ").toLowerCase().includes(filter)) continue;
  const reply = converse(turns);
  console.log(`### ${turns.join(" >> ")} [${reply.kind}]\n${reply.message}\n`);
}
