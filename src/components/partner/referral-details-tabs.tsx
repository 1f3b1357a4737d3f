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
    <Tabs defaultValue="requirements" className="rounded-xl border border-navy-100 bg-white p-6 shadow-sm md:p-8">
      <TabsList aria-label="Program details">
        {panels.map((panel) => (
          <TabsTrigger key={panel.value} value={panel.value}>
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
