/// <reference types="astro/client" />

/** Public settings inlined at build time (see .env.example). */
interface ImportMetaEnv {
  readonly PUBLIC_GOOGLE_ADS_ID?: string;
  readonly PUBLIC_GOOGLE_ADS_CONVERSION_LABEL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare namespace App {
  interface Locals {
    /** The signed-in staff member on /admin pages and /api/admin endpoints (set by src/middleware.ts). */
    staff?: import("./server/auth/sessions").StaffSession;
  }
}
