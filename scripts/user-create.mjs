// npm run user:create -- <username>: creates a staff account (password asked twice, or the first line of stdin).
import { runUserAdmin } from "./user-admin.mjs";

process.exitCode = await runUserAdmin("create");
