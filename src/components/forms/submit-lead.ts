import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "@/components/layout/toast";
import { withAttribution } from "@/lib/attribution-send";
import { failureDescription, postJson } from "./post-json";

interface FailureMessages {
  failureTitle: string;
  failureError: string;
  fallback: string;
}

/**
 * Posts a lead form to /api/contacts, with the visitor's first and last touch (src/lib/attribution-touch.ts). On success it answers the server's data. On failure it puts the server's
 * field errors under the form's fields, shows the destructive failure toast (SPEC 8) and answers undefined;
 * the fields keep what the visitor typed.
 */
export async function submitLead<Data, Values extends FieldValues>(
  payload: unknown,
  form: { fields: Values; setError: UseFormSetError<Values>; messages: FailureMessages },
): Promise<Data | undefined> {
  const { messages } = form;
  let result;
  try {
    result = await postJson<Data>("/api/contacts", withAttribution(payload as object));
  } catch {
    toast({ title: messages.failureTitle, description: messages.fallback, variant: "destructive" });
    return undefined;
  }
  if (result.ok) return result.data;
  for (const [field, fieldMessages] of Object.entries(result.fieldErrors ?? {})) {
    if (field in form.fields && fieldMessages[0]) form.setError(field as Path<Values>, { message: fieldMessages[0] });
  }
  toast({
    title: messages.failureTitle,
    description: failureDescription(result, messages.failureError, messages.fallback),
    variant: "destructive",
  });
  return undefined;
}
