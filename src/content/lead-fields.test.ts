import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts } from "@/server/db/schema";
import { attributionFieldNames } from "./attribution-fields";
import { leadFieldNames, leadFields, leadFieldsIn, leadFieldText, leadFieldValues, NOT_GIVEN } from "./lead-fields";

/**
 * The record's own columns: everything else in `contacts` is a lead field and must be described. Attribution
 * columns are described by src/content/attribution-fields.ts; owner and first status change belong to the workflow.
 */
const RECORD_COLUMNS = [
  "id",
  "status",
  "reference",
  "source",
  "submittedAt",
  "updatedAt",
  "searchText",
  "ownerId",
  "firstStatusChangeAt",
  "chatTranscript",
  ...attributionFieldNames,
];

describe("lead field descriptor", () => {
  it("describes every column of contacts that is not the record's own, and nothing else", () => {
    const columns = Object.keys(getTableColumns(contacts)).filter((name) => !RECORD_COLUMNS.includes(name));
    expect([...leadFieldNames].sort()).toEqual(columns.sort());
  });

  it("matches NOT NULL to required", () => {
    const columns = getTableColumns(contacts);
    for (const field of leadFields) expect(columns[field.name].notNull, field.name).toBe(field.required);
  });

  it("gives every choice field an option list for each form that collects it", () => {
    for (const field of leadFields) {
      if (field.kind !== "choice") continue;
      for (const form of field.forms) expect("options" in field && field.options[form as never], field.name).toBeTruthy();
    }
  });

  it("shows application-only fields only for applications", () => {
    const names = (source: string) => leadFieldsIn("detail", source).map((field) => field.name);
    expect(names("application")).toContain("monthlyVolume");
    expect(names("contact")).not.toContain("monthlyVolume");
    expect(names("contact")).not.toContain("currentProcessor");
    expect(leadFieldsIn("csv").map((field) => field.name)).toEqual(leadFieldNames);
  });

  it("reads a choice by the label of the form it came from, and an empty value as Not given", () => {
    const industry = leadFields.find((field) => field.name === "industry")!;
    expect(leadFieldText(industry, "automotive", "application")).toBe("Automotive");
    expect(leadFieldText(industry, "semaglutide-tirzepatide", "contact")).toBe("Semaglutide & Tirzepatide");
    expect(leadFieldText(industry, "retired-value", "contact")).toBe("retired-value");
    expect(leadFieldText(industry, null, "contact")).toBe(NOT_GIVEN);
  });

  it("takes every field from a row, absent ones as null", () => {
    expect(leadFieldValues({ firstName: "Ada", phone: undefined })).toMatchObject({
      firstName: "Ada",
      phone: null,
      monthlyVolume: null,
    });
  });
});
