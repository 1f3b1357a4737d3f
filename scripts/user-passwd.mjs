// npm run user:passwd -- <username>: sets a new password for a staff account and ends its signed-in sessions.
import { runUserAdmin } from "./user-admin.mjs";

process.exitCode = await runUserAdmin("passwd");
