import { z } from "zod";
import { parseContentFile, withTokens } from "./content-files";
import faqFile from "./data/faq.json" with { type: "json" };
import { faqSchema, type FaqItem } from "./resources.schema";

/** The FAQ's file (src/content/data/faq.json, the FAQ singleton in Keystatic): its questions, in order. */
export const faqFileSchema = withTokens(z.object({ questions: faqSchema }));
export const FAQ_FILE = "src/content/data/faq.json";

/**
 * The eight questions of the /resources FAQ (SPEC "FAQ 8 entries"). Every figure is a token naming a claim
 * (`{claims.approvalTime.statement}`), filled in from data/claims.json, so an answer can never contradict the rest
 * of the site. The accordion, the FAQPage JSON-LD, the site search and the assistant read this list.
 */
export const faq: FaqItem[] = parseContentFile(faqFileSchema, faqFile, FAQ_FILE).questions;
