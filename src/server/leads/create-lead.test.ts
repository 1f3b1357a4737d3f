import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { ContactLead } from "@/content/lead-schema";
import { contacts, notificationOutbox } from "@/server/db/schema";
import { preparedStatement } from "@/server/db/prepared";
import { testDrivers } from "@/test-support/test-databases";
import { rowsOf } from "@/server/db/database";
import { createLead } from "./contacts";
import { useLeadTestDatabase, validContact } from "@/test-support/api";

const lead = (email: string): ContactLead => ({ ...validContact, email }) as ContactLead;

/** A reference generator that hands out the given values in order. */
function drawing(...references: string[]) {
  let index = 0;
  const draw = () => references[index++] ?? "ZZZZZZZZ";
  return Object.assign(draw, { count: () => index });
}

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`createLead on ${driver}`, () => {
    const database = useLeadTestDatabase(driver);
    const count = async (table: typeof contacts | typeof notificationOutbox) =>
      (await database.db.select({ id: table.id }).from(table)).length;

    beforeEach(async () => {
      await database.db.delete(contacts);
    });

    it("writes the lead and its outbox row with the same id, time and fields", async () => {
      const stored = await createLead(lead("ana@example.com"), "contact", drawing("ABCDEFGH"));
      const [row] = await database.db.select().from(contacts).where(eq(contacts.id, stored.id));
      expect(row).toMatchObject({
        reference: "ABCDEFGH",
        status: "pending",
        source: "contact",
        email: "ana@example.com",
        currentProcessor: null,
        monthlyVolume: null,
      });
      expect(row!.submittedAt.toISOString()).toBe(stored.submittedAt.toISOString());
      expect(row!.updatedAt.toISOString()).toBe(stored.submittedAt.toISOString());
      expect(row!.searchText).toContain("abcdefgh");
      const [outbox] = await database.db.select().from(notificationOutbox);
      expect(outbox).toMatchObject({ contactId: stored.id, event: "lead.created", status: "pending" });
      expect(outbox!.payload).toMatchObject({
        id: stored.id,
        reference: "ABCDEFGH",
        kind: "contact",
        email: "ana@example.com",
        submittedAt: stored.submittedAt.toISOString(),
      });
    });

    it("draws a new reference when the first one is taken, and stores the lead once", async () => {
      await createLead(lead("first@example.com"), "contact", drawing("TAKENREF"));
      const draw = drawing("TAKENREF", "FRESHREF");
      const stored = await createLead(lead("second@example.com"), "application", draw);
      expect(draw.count()).toBe(2);
      expect(stored.reference).toBe("FRESHREF");
      expect(await count(contacts)).toBe(2);
      expect(await count(notificationOutbox)).toBe(2);
    });

    it("gives up after five collisions and leaves nothing behind", async () => {
      await createLead(lead("first@example.com"), "contact", drawing("TAKENREF"));
      const draw = drawing(...Array<string>(6).fill("TAKENREF"));
      await expect(createLead(lead("second@example.com"), "contact", draw)).rejects.toThrow();
      expect(draw.count()).toBe(5);
      expect(await count(contacts)).toBe(1);
      expect(await count(notificationOutbox)).toBe(1);
    });

    it("runs a prepared statement many times, in parallel, with each call's own values", async () => {
      const insert = preparedStatement<"id" | "name">(
        `prepared_test_${driver}`,
        () => sql`insert into prepared_test (id, name) values (${sql.placeholder("id")}, ${sql.placeholder("name")})`,
      );
      await database.db.execute(sql`create table if not exists prepared_test (id int primary key, name text not null)`);
      try {
        await Promise.all(Array.from({ length: 40 }, (_, id) => insert.run(database.db, { id, name: `row ${id}` })));
        const rows = rowsOf<{ id: number; name: string }>(
          await database.db.execute(sql`select id, name from prepared_test order by id`),
        );
        expect(rows).toHaveLength(40);
        expect(rows.every((row) => row.name === `row ${row.id}`)).toBe(true);
        expect(insert.text).toBe("insert into prepared_test (id, name) values ($1, $2)");
        await expect(insert.run(database.db, { id: 99 } as { id: number; name: string })).rejects.toThrow(/name/);
      } finally {
        await database.db.execute(sql`drop table prepared_test`);
      }
    });
  });
}
