// npm run user:unlock -- <username>: clears a staff account's failed sign-ins, so every address may try again.
import { runUserAdmin } from "./user-admin.mjs";

process.exitCode = await runUserAdmin("unlock");
