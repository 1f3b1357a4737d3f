// Durability: the production server is killed with SIGKILL in the middle of a load run on POST /api/contacts.
// Every lead answered 2xx must still be in the database afterwards (rows >= 2xx answers), on PGlite and PostgreSQL.
//   node bench/leads-durability.mjs [pglite|postgres|both]
import autocannon from "autocannon";
import { freshDatabase, leadRequest, startServer } from "./lead-bench-helpers.mjs";

const which = process.argv[2] ?? "both";
const drivers = which === "both" ? ["pglite", "postgres"] : [which];

async function check(driver, port) {
  const database = await freshDatabase(driver);
  const server = await startServer(database, port);
  try {
    const instance = autocannon({ ...leadRequest(port), connections: driver === "pglite" ? 10 : 50, duration: 8 });
    const finished = new Promise((resolve, reject) => {
      instance.on("done", resolve);
      instance.on("error", reject);
    });
    let answered2xx = 0;
    instance.on("response", (_client, statusCode) => {
      if (statusCode >= 200 && statusCode < 300) answered2xx += 1;
    });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    server.child.kill("SIGKILL");
    const killedAfter2xx = answered2xx;
    await server.stop("SIGKILL");
    instance.stop();
    await finished;
    // Restart the server on the same database (crash recovery, migrations), then stop it and count what survived.
    const restarted = await startServer(database, port);
    await restarted.stop();
    const rows = await database.count();
    const ok = rows >= answered2xx && answered2xx > 0;
    return { driver, answered2xx, answeredBeforeKillSignal: killedAfter2xx, rowsAfterRestart: rows, ok };
  } finally {
    await server.stop("SIGKILL");
    await database.drop();
  }
}

const outcomes = [];
let port = 4395;
for (const driver of drivers) {
  const outcome = await check(driver, port++);
  outcomes.push(outcome);
  console.log(
    `${outcome.ok ? "PASS" : "FAIL"}  ${driver}: ${outcome.answered2xx} leads answered 2xx before SIGKILL, ${outcome.rowsAfterRestart} rows after restart`,
  );
}
process.exitCode = outcomes.every((outcome) => outcome.ok) ? 0 : 1;
