// What bench/inbox.mjs needs from the server code, bundled by it with esbuild (the same modules the server runs).
export { openDatabase } from "@/server/db/client";
export { setDatabaseForTests } from "@/test-support/process-state";
export { listLeads } from "@/server/admin/leads";
export { parseLeadFilters } from "@/lib/lead-filters";
export { allReports, weeklyBySource, weeklyByForm, pipelineCounts, responseTime, topCampaigns } from "@/server/admin/reports";
export { parseReportRange } from "@/lib/reports";
export { staffDate } from "@/lib/staff-time";
