import { hashPassword } from "@/server/auth/password";
import { createSession, sessionCookieName } from "@/server/auth/sessions";
import type { Database } from "@/server/db/client";
import { users } from "@/server/db/schema";

/** A real staff account and session in a test database, with the headers a signed-in browser would send. */
export async function signedInStaff(db: Database, username = "casey") {
  const [user] = await db
    .insert(users)
    .values({ username, password: await hashPassword("a long enough password") })
    .returning();
  const session = await createSession(user!.id, "vitest");
  const cookie = `${sessionCookieName(false)}=${session.token}`;
  return { user: user!, ...session, cookie };
}
