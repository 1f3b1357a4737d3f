import { eq } from "drizzle-orm";
import { newsletters } from "@/server/db/schema";
import { appDatabase } from "@/server/db/database";
import { attributionColumns, type Attribution } from "@/lib/attribution";

export interface Subscription {
  /** False when the address was already subscribed (no row is added). */
  created: boolean;
  status: string;
}

/**
 * Subscribes an address (already trimmed and lower-cased by the schema) with where the visitor came from; a repeat
 * signup changes nothing (the first signup's attribution stays).
 */
export async function subscribe(email: string, attribution: Attribution = { first: null, last: null }): Promise<Subscription> {
  const db = await appDatabase();
  const inserted = await db
    .insert(newsletters)
    .values({ email, ...attributionColumns(attribution) })
    .onConflictDoNothing({ target: newsletters.email })
    .returning({ status: newsletters.status });
  if (inserted[0]) return { created: true, status: inserted[0].status };
  const [existing] = await db.select({ status: newsletters.status }).from(newsletters).where(eq(newsletters.email, email));
  return { created: false, status: existing?.status ?? "active" };
}
