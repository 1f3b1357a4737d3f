import { describe, expect, it } from "vitest";
import { chatReplies, chatReplyTemplates } from "@/content/chat";
import { ChatEngine } from "../engine";
import { detect, type Topic } from "../intents";
import { fillReply, topicHandlers } from ".";

describe("chat topics", () => {
  it("has a handler for every topic the detector can return, and each one answers its own question", () => {
    const engine = new ChatEngine();
    const asked: Record<Topic, string> = {
      rates: "What are your rates?",
      savings: "How much can I save?",
      approval: "How long does approval take?",
      highRisk: "Do you take high-risk merchants?",
      paymentMethods: "Do you accept Apple Pay?",
      pos: "Which POS terminals do you offer?",
      isv: "Do you have an API for software vendors?",
      contracts: "Are there setup fees?",
      referral: "How does your referral program pay?",
      apply: "How do I apply?",
      contact: "What is your phone number?",
      security: "Are you PCI compliant?",
      uptime: "What is your uptime?",
      about: "When were you founded?",
      statement: "Can you analyze my statement?",
      industries: "Do you work with restaurants?",
      solutions: "Do you offer business funding?",
      privacy: "What do you do with my personal data?",
      analysisMethod: "How did you calculate that?",
    };
    expect(Object.keys(topicHandlers).sort()).toEqual(Object.keys(asked).sort());
    for (const [topic, question] of Object.entries(asked) as [Topic, string][]) {
      if (topic === "analysisMethod") continue; // answered only after an analysis (engine.test.ts)
      expect(detect(question).topics, question).toContain(topic);
      const reply = engine.reply({ message: question });
      expect(reply.topics, question).toContain(topic);
      expect(reply.message, question).not.toMatch(/\{\w+(:[^}]*)?\}/);
    }
  });

  it("fills phone, named slots and page links, and leaves an unknown slot visible", () => {
    expect(fillReply("Call {phone} or see {link:/contact} or {link:/application|apply}. {x}", { phone: "(210) 555-0100" })).toBe(
      "Call (210) 555-0100 or see [Contact](/contact) or [apply](/application). {x}",
    );
  });

  it("keeps every reply template's slots to the ones the engine fills", () => {
    const known = new Set(["phone", "title", "fact", "method", "name", "types", "locality", "region", "rate", "statement"]);
    known.add("brand").add("support").add("links").add("fields").add("option");
    for (const template of chatReplyTemplates()) {
      for (const [, slot] of template.matchAll(/\{(\w+)\}/g)) expect(known.has(slot!), `${slot} in ${template}`).toBe(true);
    }
    expect(chatReplies.social.greeting).toMatch(/What would you like to know\?$/);
  });
});
