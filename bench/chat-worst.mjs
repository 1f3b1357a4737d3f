// The chat engine's worst case per request size: every shape of src/server/chat/worst-inputs.ts at each size, run
// in this process (no worker, no time limit), 3 runs each; prints the slowest shape per size and its time. The
// server answers in a worker with a 1 s limit per message (engine-runner.ts); this shows how far below it we are.
//   node bench/chat-worst.mjs [--sizes 1000,4000,16000,64000,404000]
import { importBundled } from "./bundle.mjs";

const sizesArg = process.argv.indexOf("--sizes");
const sizes = (sizesArg > 0 ? process.argv[sizesArg + 1] : "1000,4000,16000,64000,404000").split(",").map(Number);
const { ChatEngine, worstInputs } = await importBundled("bench/chat-eval-worst-entry.ts");
const engine = new ChatEngine();
engine.reply({ message: "what are your rates", history: [] });

console.log("| request size (chars) | shapes | worst shape | worst ms (max of 3) | median shape ms |");
console.log("|---|---|---|---|---|");
for (const size of sizes) {
  const results = [];
  for (const input of worstInputs(size)) {
    let worst = 0;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      engine.reply({ message: input.message, history: input.history });
      worst = Math.max(worst, performance.now() - started);
    }
    results.push({ shape: input.shape, ms: worst });
  }
  results.sort((a, b) => b.ms - a.ms);
  const median = results[Math.floor(results.length / 2)].ms;
  console.log(`| ${size} | ${results.length} | ${results[0].shape} | ${results[0].ms.toFixed(1)} | ${median.toFixed(1)} |`);
}
