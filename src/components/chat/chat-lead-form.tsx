import * as React from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useStore } from "@nanostores/react";
import {
  chatLeadFormSchema,
  chatLeadTranscript,
  HONEYPOT_FIELD,
  leadMessages,
  type ChatLeadForm as ChatLeadFormValues,
} from "@/content/lead-schema";
import {
  $chatLead,
  $chatLeadFocus,
  $chatMessages,
  chatLeadDraft,
  chatLeadSent,
  saveChatLeadDraft,
  dismissChatLeadForm,
  openChatLeadForm,
  type ChatMessage,
} from "./chat-store";
import { toast } from "@/components/layout/toast";
import { Button } from "@/components/ui/button";
import { Honeypot } from "@/components/forms/fields";
import { PersonFields, type PersonValues } from "@/components/forms/person-fields";
import { submitLead } from "@/components/forms/submit-lead";

type ChatLeadValues = PersonValues & { consent: boolean; website: string };

const EMPTY: ChatLeadValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  businessName: "",
  consent: false,
  website: "",
};

const copy = leadMessages.chat;
const id = (field: string) => `chat-lead-${field}`;

/** The conversation as the lead carries it: its last 20 turns, each cut to 800 characters. */
function transcriptOf(messages: ChatMessage[]) {
  return chatLeadTranscript(messages.map(({ role, content, signature }) => ({ role, content, signature })));
}

/**
 * The chat's inline lead form (issue 12): offered under a reply when the visitor wants to apply, a quote or a call,
 * or after a statement analysis. A real form (react-hook-form with the shared zod schema of src/content/lead-schema.ts)
 * posted through the shared lead helper to POST /api/contacts with `source: "chat"` and the conversation; success
 * and failure read as on the other lead forms (toasts; fields kept on failure).
 */
export function ChatLeadOffer() {
  const state = useStore($chatLead);
  if (state === "offered") {
    return (
      <div className="flex flex-wrap items-center gap-2 border-t border-navy-100 px-3 py-2" data-testid="chat-lead-offer">
        <Button type="button" size="sm" onClick={openChatLeadForm}>
          {copy.offer}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={dismissChatLeadForm}>
          {copy.dismiss}
        </Button>
      </div>
    );
  }
  if (state === "open") return <ChatLeadForm />;
  return null;
}

function ChatLeadForm() {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  // Focus moves to the form when the visitor opens it, not when it is restored on a new page.
  React.useEffect(() => {
    if ($chatLeadFocus.get()) headingRef.current?.focus();
  }, []);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ChatLeadValues, unknown, ChatLeadFormValues>({
    // What the visitor typed on an earlier page of this tab, if anything.
    defaultValues: { ...EMPTY, ...chatLeadDraft() },
    // The form holds what the visitor typed; the shared schema trims and checks it (the server checks again).
    resolver: zodResolver(chatLeadFormSchema) as unknown as Resolver<ChatLeadValues, unknown, ChatLeadFormValues>,
    shouldFocusError: true,
  });

  React.useEffect(() => {
    const subscription = watch((values) => saveChatLeadDraft(values));
    return () => subscription.unsubscribe();
  }, [watch]);

  const onValid = async (values: ChatLeadFormValues) => {
    // The conversation as it stands when the visitor sends the form.
    const payload = { ...values, source: "chat" as const, transcript: transcriptOf($chatMessages.get()) };
    const stored = await submitLead<{ reference: string }, ChatLeadValues>(payload, { fields: EMPTY, setError, messages: copy });
    if (stored === undefined) return;
    toast({ title: copy.successTitle, description: copy.successDescription });
    chatLeadSent(copy.successMessage.replace("{reference}", stored.reference.replace(/^(.{4})(.{4})$/, "$1-$2")));
  };

  return (
    <form
      method="post"
      aria-labelledby="chat-lead-title"
      className="relative grid max-h-[60%] shrink-0 gap-3 overflow-y-auto border-t border-navy-100 px-3 py-3"
      onSubmit={handleSubmit(onValid)}
      noValidate
    >
      <h3 id="chat-lead-title" ref={headingRef} tabIndex={-1} className="text-base font-semibold text-navy-900">
        {copy.title}
      </h3>
      <p className="text-sm text-muted">{copy.intro}</p>
      <PersonFields id={id} register={register} errors={errors} phoneLabel="Phone (optional)" />
      <div className="grid gap-1">
        <label htmlFor={id("consent")} className="flex items-start gap-2 text-sm text-ink">
          <input
            id={id("consent")}
            type="checkbox"
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id("consent")}-error` : undefined}
            className="mt-1 size-4 shrink-0 accent-navy-900"
            {...register("consent")}
          />
          <span>{copy.consentLabel}</span>
        </label>
        {errors.consent?.message ? (
          <p id={`${id("consent")}-error`} className="text-sm text-red-700">
            {errors.consent.message}
          </p>
        ) : null}
      </div>
      <Honeypot id={id(HONEYPOT_FIELD)} {...register(HONEYPOT_FIELD)} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? copy.sending : copy.submit}
        </Button>
        <Button type="button" variant="ghost" onClick={dismissChatLeadForm}>
          {copy.dismiss}
        </Button>
      </div>
    </form>
  );
}
