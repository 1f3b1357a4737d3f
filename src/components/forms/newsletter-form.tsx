import * as React from "react";
import { HONEYPOT_FIELD, leadMessages, newsletterSchema } from "@/content/lead-schema";
import { toast } from "@/components/layout/toast";
import { newsletterFormHint } from "@/content/newsletter-pages";
import { Button, hydratingProps } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { Honeypot, describedBy, useHydrated } from "./fields";
import { withAttribution } from "@/lib/attribution-send";
import { failureDescription, postJson } from "./post-json";

const messages = leadMessages.newsletter;

/**
 * The newsletter signup (home contact section and /blog). States (SPEC 4): idle, then "Signing Up..." with the
 * input and button disabled, then success (input cleared, success toast) or failure ("Subscription Failed").
 * Blank text after trimming sends nothing. The server answers every accepted signup alike (202, double opt-in,
 * issue 35), so success also leaves a line under the form: the subscription starts with the emailed link.
 */
export function NewsletterForm({ idPrefix, tone = "light" }: { idPrefix: string; tone?: "light" | "dark" }) {
  const hydrated = useHydrated();
  const [email, setEmail] = React.useState("");
  const [trap, setTrap] = React.useState("");
  const [error, setError] = React.useState<string>();
  const [pending, setPending] = React.useState(false);
  const [sent, setSent] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const id = `${idPrefix}-newsletter-email`;

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || email.trim() === "") return;
    const parsed = newsletterSchema.safeParse({ email, [HONEYPOT_FIELD]: trap });
    if (!parsed.success) {
      setError(messages.email);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const result = await postJson<{ message?: unknown }>(
        "/api/newsletter",
        withAttribution({ email: parsed.data.email, [HONEYPOT_FIELD]: trap }),
      );
      if (result.ok) {
        setEmail("");
        setSent(true);
        toast({ title: messages.successTitle, description: messages.successDescription });
      } else {
        if (result.fieldErrors?.email?.[0]) setError(result.fieldErrors.email[0]);
        toast({
          title: messages.failureTitle,
          description: failureDescription(result, messages.failureError, messages.fallback),
          variant: "destructive",
        });
      }
    } catch {
      toast({ title: messages.failureTitle, description: messages.fallback, variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  const dark = tone === "dark";
  return (
    // Field and button side by side only when the form itself is 28rem wide or more (a container query): in the
    // narrow /contact column the field keeps its whole placeholder (issue 37).
    <form method="post" aria-label="Newsletter signup" className="@container relative" onSubmit={onSubmit}>
      <label htmlFor={id} className={cn("block text-sm font-semibold", dark ? "text-white" : "text-navy-900")}>
        Email address
      </label>
      <div className="mt-1.5 flex flex-col gap-3 @md:flex-row">
        <input
          ref={inputRef}
          id={id}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          placeholder="you@yourbusiness.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={pending}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          className="h-11 w-full min-w-0 flex-none rounded-md border border-gray-500 bg-white px-3 text-base text-ink placeholder:text-gray-500 placeholder:italic @md:flex-1 aria-[invalid=true]:border-red-700 disabled:opacity-60"
        />
        <Button
          type="submit"
          {...hydratingProps(hydrated)}
          variant={dark ? "primary" : "secondary"}
          disabled={!hydrated || pending}
        >
          {pending ? messages.signingUp : "Subscribe"}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={cn("mt-1.5 text-sm font-medium", dark ? "text-brass-100" : "text-red-700")}>
          {error}
        </p>
      ) : null}
      {sent && !error ? (
        <p role="status" className={cn("mt-1.5 text-sm font-medium", dark ? "text-brass-100" : "text-navy-900")}>
          {newsletterFormHint}
        </p>
      ) : null}
      <Honeypot
        id={`${idPrefix}-newsletter-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        value={trap}
        onChange={(event) => setTrap(event.target.value)}
      />
    </form>
  );
}
