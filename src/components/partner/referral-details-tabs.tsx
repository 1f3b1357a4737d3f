import { CheckList } from "@/components/marketing/check-list";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

interface TabCopy {
  label: string;
  items: readonly string[];
}

/**
 * The Requirements / Support box of the referral page (island, client:interaction="visible"): one tab active at a time,
 * Requirements by default (SPEC section 4, "Referral tabs"). Both panels are in the HTML; the inactive one is hidden.
 */
export function ReferralDetailsTabs({ requirements, support }: { requirements: TabCopy; support: TabCopy }) {
  const panels = [
    { value: "requirements", ...requirements },
    { value: "support", ...support },
  ];
  return (
    // On phones the two tabs share the card's width (at 320 px the pill overflowed the card, issue 37).
    <Tabs defaultValue="requirements" className="rounded-xl border border-navy-100 bg-white p-4 shadow-sm sm:p-6 md:p-8">
      <TabsList aria-label="Program details" className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
        {panels.map((panel) => (
          <TabsTrigger key={panel.value} value={panel.value} className="px-2 sm:px-5">
            {panel.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {panels.map((panel) => (
        <TabsContent key={panel.value} value={panel.value} forceMount className="data-[state=inactive]:hidden">
          <CheckList items={panel.items} className="space-y-3 text-lg leading-relaxed" />
        </TabsContent>
      ))}
    </Tabs>
  );
}
