// What bench/inbox.mjs needs from the server code, bundled by it with esbuild (the same modules the server runs).
export { openDatabase } from "@/server/db/client";
export { setDatabaseForTests } from "@/server/leads/database";
export { listLeads } from "@/server/admin/leads";
export { parseLeadFilters } from "@/server/admin/filters";
