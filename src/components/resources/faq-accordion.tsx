import type { FaqItem } from "@/content/resources.schema";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/**
 * The FAQ island: one answer open at a time, and clicking the open question closes it (SPEC section 4, "FAQ
 * accordion"). Answers are always in the HTML (hidden while closed), so crawlers and visitors without JavaScript
 * still receive them. The entries arrive as props, so no content module is bundled into the island.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion type="single" collapsible className="border-t border-navy-100">
      {items.map((item) => (
        <AccordionItem key={item.id} value={item.id} id={`faq-${item.id}`}>
          <AccordionTrigger>
            <span>{keepWordsWhole(item.question)}</span>
          </AccordionTrigger>
          <AccordionContent forceMount>
            <p>{item.answer}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
