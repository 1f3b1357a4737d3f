import * as React from "react";
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import { mailCopy } from "@/content/mail";

/**
 * The visitor emails (issue 35), one React template per message, written with React Email: the same element is
 * rendered once as HTML and once as plain text (src/server/mail/render.ts). Everything a visitor typed is a React
 * text child, so React escapes it in the HTML part. No image: the brand is a coloured wordmark, so a message reads
 * the same with images blocked. Inline styles only (mail clients drop style sheets).
 */

const colors = {
  navy950: "#061427",
  navy900: "#0b1f3a",
  navy800: "#12305a",
  navy100: "#e6edf7",
  navy50: "#f3f6fb",
  brass400: "#f0b429",
  brass100: "#fdf3dc",
  ink: "#14213d",
  muted: "#4a5568",
};

const fontStack = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: colors.navy50, fontFamily: fontStack, margin: 0, padding: "24px 0" },
  container: { backgroundColor: "#ffffff", maxWidth: "600px", border: `1px solid ${colors.navy100}`, borderRadius: "8px" },
  header: { backgroundColor: colors.navy900, borderRadius: "8px 8px 0 0", padding: "20px 32px" },
  wordmark: { color: "#ffffff", fontSize: "22px", fontWeight: 800, lineHeight: "28px", margin: 0 },
  tagline: { color: colors.brass400, fontSize: "13px", fontWeight: 600, lineHeight: "20px", margin: "4px 0 0" },
  content: { padding: "8px 32px 16px" },
  h1: { color: colors.navy900, fontSize: "24px", lineHeight: "32px", fontWeight: 800, margin: "24px 0 8px" },
  h2: { color: colors.navy900, fontSize: "17px", lineHeight: "24px", fontWeight: 700, margin: "24px 0 4px" },
  text: { color: colors.ink, fontSize: "16px", lineHeight: "26px", margin: "12px 0" },
  small: { color: colors.muted, fontSize: "14px", lineHeight: "22px", margin: "8px 0" },
  referenceBox: {
    backgroundColor: colors.navy50,
    border: `1px solid ${colors.navy100}`,
    borderRadius: "8px",
    padding: "12px 20px",
    margin: "20px 0",
  },
  referenceLabel: { color: colors.muted, fontSize: "13px", fontWeight: 700, letterSpacing: "0.04em", margin: "4px 0 0" },
  reference: {
    color: colors.navy900,
    fontFamily: "'SFMono-Regular', Menlo, Consolas, monospace",
    fontSize: "28px",
    fontWeight: 700,
    letterSpacing: "0.12em",
    lineHeight: "36px",
    margin: "4px 0",
  },
  button: {
    backgroundColor: colors.brass400,
    borderRadius: "6px",
    color: colors.navy950,
    fontSize: "16px",
    fontWeight: 700,
    padding: "12px 22px",
    textDecoration: "none",
  },
  link: { color: colors.navy800, textDecoration: "underline" },
  step: { color: colors.ink, fontSize: "15px", lineHeight: "24px", margin: "8px 0" },
  hr: { borderColor: colors.navy100, margin: "24px 0 8px" },
  footer: { padding: "0 32px 24px" },
  footerText: { color: colors.muted, fontSize: "12px", lineHeight: "18px", margin: "6px 0" },
} satisfies Record<string, React.CSSProperties>;

/** Fills `{name}` slots of a copy string with text or React nodes (links), keeping the rest as text. */
export function fillSlots(template: string, slots: Record<string, React.ReactNode>): React.ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name && name in slots ? <React.Fragment key={index}>{slots[name]}</React.Fragment> : part;
  });
}

/** A greeting with the visitor's first name, or its unnamed form when there is none to use. */
function greeting(copy: { named: string; unnamed: string }, firstName: string): React.ReactNode[] | string {
  return firstName ? fillSlots(copy.named, { firstName }) : copy.unnamed;
}

/** Plain-text copy with `{name}` slots filled by plain strings (subjects, previews). */
export function fillText(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => slots[name] ?? whole);
}

interface LayoutProps {
  preview: string;
  /** Why this address gets the message (the footer's first line). */
  why: string;
  /** Newsletter messages: the visible one-click unsubscribe link. */
  unsubscribeUrl?: string;
  children: React.ReactNode;
}

function MailLayout({ preview, why, unsubscribeUrl, children }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.wordmark}>{mailCopy.brand.name}</Text>
            <Text style={styles.tagline}>{mailCopy.brand.tagline}</Text>
          </Section>
          <Section style={styles.content}>{children}</Section>
          <Section style={styles.footer}>
            <Hr style={styles.hr} />
            {unsubscribeUrl ? (
              <Text style={styles.footerText}>
                {mailCopy.unsubscribe.lead}{" "}
                <Link href={unsubscribeUrl} style={styles.link}>
                  {mailCopy.unsubscribe.label}
                </Link>
              </Text>
            ) : null}
            <Text style={styles.footerText}>{why}</Text>
            <Text style={styles.footerText}>{mailCopy.brand.address}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

function ReachUs() {
  const copy = mailCopy.reachUs;
  return (
    <Section>
      <Heading as="h2" style={styles.h2}>
        {copy.heading}
      </Heading>
      <Text style={styles.text}>
        {fillSlots(copy.text, {
          phone: (
            <Link href={copy.phoneHref} style={styles.link}>
              {copy.phone}
            </Link>
          ),
          email: (
            <Link href={`mailto:${copy.email}`} style={styles.link}>
              {copy.email}
            </Link>
          ),
        })}{" "}
        {copy.hours}
      </Text>
    </Section>
  );
}

function ReferenceBox({ label, reference, hint }: { label: string; reference: string; hint: string }) {
  return (
    <Section style={styles.referenceBox}>
      <Text style={styles.referenceLabel}>{label}</Text>
      <Text style={styles.reference}>{reference}</Text>
      <Text style={styles.small}>{hint}</Text>
    </Section>
  );
}

export interface ApplicationReceiptProps {
  /** "" greets without a name. */
  firstName: string;
  /** Printed form, XXXX-XXXX. */
  reference: string;
  trackingUrl: string;
  siteHost: string;
}

/** To the applicant: the reference, what happens next, the tracking link, how to reach a person. */
export function ApplicationReceipt({ firstName, reference, trackingUrl, siteHost }: ApplicationReceiptProps) {
  const copy = mailCopy.application;
  return (
    <MailLayout preview={fillText(copy.preview, { reference })} why={fillText(copy.why, { site: siteHost })}>
      <Heading as="h1" style={styles.h1}>
        {greeting(copy.heading, firstName)}
      </Heading>
      <Text style={styles.text}>{copy.intro}</Text>
      <ReferenceBox label={copy.referenceLabel} reference={reference} hint={copy.referenceHint} />
      <Heading as="h2" style={styles.h2}>
        {copy.nextHeading}
      </Heading>
      <Text style={styles.text}>
        <strong>{copy.reply}</strong>
      </Text>
      {copy.steps.map((step) => (
        <Text key={step.title} style={styles.step}>
          <strong>{step.title}.</strong> {step.text}
        </Text>
      ))}
      <Section style={{ margin: "24px 0 8px" }}>
        <Button href={trackingUrl} style={styles.button}>
          {copy.trackLabel}
        </Button>
      </Section>
      <Text style={styles.small}>
        {copy.trackHint}{" "}
        <Link href={trackingUrl} style={styles.link} data-skip-in-text="true">
          {trackingUrl}
        </Link>
      </Text>
      <ReachUs />
    </MailLayout>
  );
}

export interface MessageReceiptProps {
  /** The contact form or the chat's lead form: the same short acknowledgement, in its own words. */
  source: "contact" | "chat";
  firstName: string;
  reference: string;
  siteHost: string;
}

/** To a visitor who sent the contact form or the chat's lead form: a short acknowledgement. */
export function MessageReceipt({ source, firstName, reference, siteHost }: MessageReceiptProps) {
  const copy = mailCopy[source];
  return (
    <MailLayout preview={copy.preview} why={fillText(copy.why, { site: siteHost })}>
      <Heading as="h1" style={styles.h1}>
        {greeting(copy.heading, firstName)}
      </Heading>
      <Text style={styles.text}>{copy.intro}</Text>
      <ReferenceBox label={copy.referenceLabel} reference={reference} hint={copy.referenceHint} />
      <ReachUs />
    </MailLayout>
  );
}

export interface NewsletterConfirmationProps {
  email: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  siteHost: string;
}

/** To a new signup: the confirmation link (double opt-in). */
export function NewsletterConfirmation({ email, confirmUrl, unsubscribeUrl, siteHost }: NewsletterConfirmationProps) {
  const copy = mailCopy.newsletterConfirmation;
  return (
    <MailLayout preview={copy.preview} why={fillText(copy.why, { site: siteHost })} unsubscribeUrl={unsubscribeUrl}>
      <Heading as="h1" style={styles.h1}>
        {copy.heading}
      </Heading>
      <Text style={styles.text}>{fillSlots(copy.intro, { email: <strong>{email}</strong> })}</Text>
      <Section style={{ margin: "24px 0 8px" }}>
        <Button href={confirmUrl} style={styles.button}>
          {copy.button}
        </Button>
      </Section>
      <Text style={styles.small}>
        {copy.expiry}{" "}
        <Link href={confirmUrl} style={styles.link} data-skip-in-text="true">
          {confirmUrl}
        </Link>
      </Text>
      <Text style={styles.small}>{copy.ignore}</Text>
    </MailLayout>
  );
}

export interface NewsletterWelcomeProps {
  blogUrl: string;
  unsubscribeUrl: string;
  siteHost: string;
}

/** To an address that has just confirmed: the subscription is on, and how to stop it. */
export function NewsletterWelcome({ blogUrl, unsubscribeUrl, siteHost }: NewsletterWelcomeProps) {
  const copy = mailCopy.newsletterWelcome;
  return (
    <MailLayout preview={copy.preview} why={fillText(copy.why, { site: siteHost })} unsubscribeUrl={unsubscribeUrl}>
      <Heading as="h1" style={styles.h1}>
        {copy.heading}
      </Heading>
      <Text style={styles.text}>{copy.intro}</Text>
      <Text style={styles.text}>
        {copy.blogLead}{" "}
        <Link href={blogUrl} style={styles.link}>
          {copy.blogLabel}
        </Link>
      </Text>
    </MailLayout>
  );
}
