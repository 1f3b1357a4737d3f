import {
  Activity,
  ArrowLeftRight,
  BadgeCheck,
  Banknote,
  Briefcase,
  Building2,
  CalendarClock,
  ChartColumn,
  ClipboardCheck,
  Code,
  CreditCard,
  Gem,
  Globe,
  HandCoins,
  Headphones,
  Headset,
  HeartHandshake,
  History,
  Landmark,
  Lightbulb,
  Lock,
  Medal,
  Megaphone,
  Palette,
  Percent,
  PiggyBank,
  Repeat,
  Server,
  ShieldAlert,
  ShieldCheck,
  Smartphone,
  Star,
  Store,
  Tablet,
  Timer,
  TrendingUp,
  UserPlus,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "@/content/marketing.schema";
import { cn } from "@/lib/utils";

/** Content names an icon by its lucide name; this record turns the name into the component. */
export const marketingIcons: Record<IconName, LucideIcon> = {
  Activity,
  ArrowLeftRight,
  BadgeCheck,
  Building2,
  ChartColumn,
  ClipboardCheck,
  Code,
  CreditCard,
  Gem,
  Globe,
  HandCoins,
  Headphones,
  History,
  Landmark,
  Lock,
  Medal,
  Palette,
  Percent,
  PiggyBank,
  Repeat,
  Server,
  ShieldAlert,
  ShieldCheck,
  Smartphone,
  Store,
  Tablet,
  TrendingUp,
  UserPlus,
  Timer,
  UserRound,
  Megaphone,
  Users,
  CalendarClock,
  Star,
  Lightbulb,
  HeartHandshake,
  Banknote,
  Headset,
  Briefcase,
};

/** A decorative icon in a rounded tile (the card's heading carries the meaning). */
export function IconTile({
  name,
  className,
  dark = false,
  large = false,
}: {
  name: IconName;
  className?: string;
  dark?: boolean;
  large?: boolean;
}) {
  const Icon = marketingIcons[name];
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-lg",
        large ? "size-14" : "size-12",
        dark ? "bg-navy-800 text-brass-400" : "bg-navy-50 text-navy-800",
        className,
      )}
    >
      <Icon aria-hidden="true" className={large ? "size-7" : "size-6"} />
    </span>
  );
}
