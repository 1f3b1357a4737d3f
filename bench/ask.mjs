// Prints the assistant's reply to one conversation typed on the command line, turns separated by " >> " (for reading
// while changing the engine): node bench/ask.mjs "we sell cbd >> would there be a reserve?"
// --explain: also each stage's reading of the last message: what was understood, the topics and qualifiers read, every
// line the answering stage found, and how the compose stage ranked them (learned-question closeness, shared rare
// words, the score) and why each was kept or left out; then the learned sentences offered beside them and their rank.
import { importBundled } from "./bundle.mjs";

const explain = process.argv.includes("--explain");
const { ChatEngine, detect, learnedLines } = await importBundled("bench/chat-eval-entry.ts");
const engine = new ChatEngine();
for (const conversation of process.argv.slice(2).filter((arg) => arg !== "--explain")) {
  const history = [];
  let reply;
  const messages = conversation.split(" >> ");
  for (const message of messages) {
    reply = engine.reply({ message, history: [...history] });
    history.push({ role: "user", content: message }, { role: "assistant", content: reply.message });
  }
  console.log(`### ${conversation} [${reply.kind}]\n${reply.message}\n`);
  if (!explain) continue;
  const earlier = history.slice(0, -2);
  const last = messages.at(-1);
  const understood = engine.understand(last);
  const previous = messages.length > 1 ? engine.understand(messages.at(-2)) : "";
  const detection = detect(understood);
  console.log(`read: "${understood}"`);
  console.log(`  topics ${JSON.stringify(detection.topics)} qualifiers ${JSON.stringify([...detection.qualifiers])}`);
  const found = engine.reply({ message: last, history: earlier, compose: false });
  console.log(`find: ${found.message.split("\n").length} lines from the answering stage (topics ${found.topics.join(", ")})`);
  if (found.kind !== "answer") continue;
  if (found.carriesAsk) console.log("  only says who is asking: asks the previous question again, ranked by it");
  const composition = engine.composer.compose(found.message, understood, previous, {
    carried: found.carriesAsk === true,
    business: found.business,
    visitor: found.visitor,
  });
  console.log(`decide: ranked by "${composition.rankedBy}"`);
  for (const entry of composition.ranked) {
    console.log(
      `  ${entry.kept ? "KEEP" : "drop"} ${entry.score.toFixed(2)} (learned ${entry.learned.toFixed(2)}${entry.fact ? ` "${entry.fact}"` : ""}, shared ${entry.shared.toFixed(2)}) ${entry.why}\n       ${entry.line.slice(0, 140)}`,
    );
  }
  // The learned sentences offered beside the topics' lines, and whether one joined (compose.ts, joinLearned).
  if (found.withLearned) {
    const learned = learnedLines(found.message, found.withLearned.message);
    const wide = engine.composer.compose(found.withLearned.message, understood, previous, {
      carried: found.carriesAsk === true,
      business: found.business,
      visitor: found.visitor,
    });
    const best = Math.max(0, ...composition.ranked.map((entry) => entry.score));
    console.log(`learned beside (joins second when kept and scoring at least ${best.toFixed(2)}, the topics' best):`);
    for (const line of learned) {
      const entry = wide.ranked.find((ranked) => ranked.line === line);
      console.log(`  ${entry ? entry.score.toFixed(2) : "-"} ${entry?.kept ? "kept" : "left out"}: ${line.slice(0, 140)}`);
    }
  }
  console.log("");
}
