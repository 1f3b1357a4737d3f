import { z } from "zod";
import { fillTokens } from "./tokens";

/**
 * Content kept as data files (JSON under src/content, edited in Keystatic, read through content collections by
 * Astro and imported by the typed modules): one parse for both, which names the file and the field of a bad edit.
 */
export function parseContentFile<S extends z.ZodTypeAny>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`).join("; ");
    throw new Error(`${file}: ${fields}`);
  }
  return result.data as z.output<S>;
}

/** `schema` checked on the text with its tokens filled in (src/content/tokens.ts), for collections and modules alike. */
export function withTokens<S extends z.ZodTypeAny>(schema: S) {
  return z.preprocess(
    (data, ctx) => fillTokens(data, (path, message) => ctx.addIssue({ code: z.ZodIssueCode.custom, path, message })),
    schema,
  );
}

/**
 * What the editor writes for a field left empty, read as the field being absent: Keystatic saves an empty text as
 * "", an empty list as [] and an unset date as null, where the schemas mean "not given".
 */
export const optional = <S extends z.ZodTypeAny>(schema: S) =>
  z.preprocess(
    (value) => (value === "" || value === null || (Array.isArray(value) && value.length === 0) ? undefined : value),
    schema.optional(),
  );

/** A Keystatic conditional field (`{ discriminant, value }`) read as its value when switched on, else absent. */
export const conditional = <S extends z.ZodTypeAny>(schema: S) =>
  z.preprocess((value) => {
    if (typeof value !== "object" || value === null || !("discriminant" in value)) return value;
    const { discriminant, value: inner } = value as { discriminant: unknown; value?: unknown };
    return discriminant === true ? inner : undefined;
  }, schema.optional());
