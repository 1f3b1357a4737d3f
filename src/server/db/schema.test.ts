import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "./client";
import { contacts, newsletters, users } from "./schema";
import { openTestDatabase, testDrivers, type TestDatabase } from "@/test-support/test-databases";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`stored records on ${driver}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await openTestDatabase(driver);
    });
    afterAll(async () => {
      await database?.destroy();
    });

    it("stores a contact with a generated UUID, status pending and time-zone-aware timestamps of now", async () => {
      const before = Date.now();
      const [row] = await database.db
        .insert(contacts)
        .values({
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@example.com",
          businessName: "Engines LLC",
          interestedIn: "pos-systems",
          industry: "restaurant",
          reference: "ADA2K7QX",
        })
        .returning();
      expect(row!.id).toMatch(UUID);
      expect(row!.status).toBe("pending");
      expect(row!.phone).toBeNull();
      expect(row!.currentProcessor).toBeNull();
      expect(row!.monthlyVolume).toBeNull();
      expect(row!.submittedAt).toBeInstanceOf(Date);
      expect(Math.abs(row!.submittedAt.getTime() - before)).toBeLessThan(60_000);
      expect(row!.updatedAt.getTime()).toBe(row!.submittedAt.getTime());
    });

    it("declares the SPEC's columns, required ones NOT NULL, timestamps with time zone", async () => {
      type ColumnRow = { table_name: string; column_name: string; is_nullable: string; data_type: string };
      const result: unknown = await database.db.execute(sql`
        select table_name, column_name, is_nullable, data_type from information_schema.columns
        where table_schema = current_schema() and table_name in ('contacts', 'newsletters', 'users')
        order by table_name, ordinal_position`);
      // node-postgres answers { rows }, PGlite a Results object with rows too.
      const rows = (result as { rows: ColumnRow[] }).rows;
      const describeTable = (table: string) =>
        Object.fromEntries(
          rows
            .filter((row) => row.table_name === table)
            .map((row) => [row.column_name, `${row.data_type}${row.is_nullable === "NO" ? " not null" : ""}`]),
        );
      expect(describeTable("contacts")).toEqual({
        id: "uuid not null",
        first_name: "text not null",
        last_name: "text not null",
        email: "text not null",
        phone: "text",
        business_name: "text not null",
        interested_in: "text not null",
        industry: "text not null",
        current_processor: "text",
        monthly_volume: "text",
        status: "text not null",
        submitted_at: "timestamp with time zone not null",
        updated_at: "timestamp with time zone not null",
        reference: "text not null",
        source: "text not null",
        search_text: "text",
        ...ATTRIBUTION_COLUMNS,
        owner_id: "uuid",
        first_status_change_at: "timestamp with time zone",
        chat_transcript: "jsonb",
      });
      expect(describeTable("newsletters")).toEqual({
        id: "uuid not null",
        email: "text not null",
        status: "text not null",
        submitted_at: "timestamp with time zone not null",
        ...ATTRIBUTION_COLUMNS,
        // Double opt-in (issue 35).
        status_changed_at: "timestamp with time zone not null",
        confirmed_at: "timestamp with time zone",
        confirm_nonce: "text",
        confirmation_sent_at: "timestamp with time zone",
      });
      expect(describeTable("users")).toEqual({
        id: "uuid not null",
        username: "text not null",
        password: "text not null",
        created_at: "timestamp with time zone not null",
        role: "text not null",
        disabled_at: "timestamp with time zone",
      });
    });

    it("defaults newsletter status to active and refuses a second row with the same email", async () => {
      const [row] = await database.db.insert(newsletters).values({ email: "reader@example.com" }).returning();
      expect(row!.status).toBe("active");
      expect(row!.id).toMatch(UUID);
      await expect(database.db.insert(newsletters).values({ email: "reader@example.com" })).rejects.toThrow();
      const count = await database.db.select().from(newsletters).where(eq(newsletters.email, "reader@example.com"));
      expect(count).toHaveLength(1);
    });

    it("refuses a duplicate username", async () => {
      await database.db.insert(users).values({ username: "ops", password: "hash-1" });
      await expect(database.db.insert(users).values({ username: "ops", password: "hash-2" })).rejects.toThrow();
    });

    it("refuses a contact without a required field", async () => {
      await expect(
        database.db.execute(
          sql`insert into contacts (first_name, last_name, email, business_name, interested_in) values ('a', 'b', 'c@d.e', 'f', 'g')`,
        ),
      ).rejects.toThrow();
    });
  });
}

describe("migrations", () => {
  it("apply at open and are idempotent when the same data directory is opened again", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-migrate-"));
    try {
      const first = await openDatabase({ pgliteDir: dir });
      await first.db.insert(newsletters).values({ email: "kept@example.com" });
      await first.close();
      const second = await openDatabase({ pgliteDir: dir });
      const rows = await second.db.select().from(newsletters);
      expect(rows.map((row) => row.email)).toEqual(["kept@example.com"]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Initialising a PGlite data directory on disk twice takes a few seconds, far more on a loaded machine.
  }, 180_000);
});

/** Issue 13: the first and last touch, every column nullable (a visitor may send none). */
const ATTRIBUTION_COLUMNS = Object.fromEntries(
  ["first", "last"].flatMap((touch) =>
    [
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "gclid",
      "gbraid",
      "wbraid",
      "fbclid",
      "msclkid",
      "referrer_host",
      "landing_path",
      "touch_at",
    ].map((name) => [`${touch}_${name}`, name === "touch_at" ? "timestamp with time zone" : "text"]),
  ),
);
