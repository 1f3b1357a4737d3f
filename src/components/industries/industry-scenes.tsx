import type { ReactNode } from "react";
import { Check } from "lucide-react";
import {
  Backdrop,
  Approved,
  Card,
  Terminal,
  Phone,
  Browser,
  Lines,
  Receipt,
  ScreenCheck,
  AgeBadge,
  IdCard,
  Shield,
  Recurring,
  Calendar,
  Leaf,
  Chart,
} from "@/components/illustrations/scene-parts";
import type { IndustrySlug } from "@/content/industries/industry.schema";
import { PALETTE } from "@/components/illustrations/palette";

/**
 * One hero scene per industry (issue 19: distinct artwork instead of one template with a swapped icon). Each scene
 * is composed from a few shared parts (terminal, card, phone, browser window, receipt, approval chip) drawn at build
 * time into the 480 x 360 hero canvas of IndustryIllustration: no request, no script, no text to translate.
 */
const C = PALETTE;

/* ---------- the scenes ---------- */

const scenes: Record<IndustrySlug, () => ReactNode> = {
  /** A table seen from above: two plates, cutlery, and a handheld terminal brought to the guest with tip choices. */
  restaurants: () => (
    <>
      <circle cx="190" cy="200" r="132" fill={C.navy700} />
      <circle cx="190" cy="200" r="118" fill={C.navy100} />
      {[
        [140, 150],
        [230, 250],
      ].map(([cx, cy]) => (
        <g key={cx}>
          <circle cx={cx} cy={cy} r="40" fill={C.white} />
          <circle cx={cx} cy={cy} r="28" fill={C.brass100} />
          <rect x={cx! - 56} y={cy! - 26} width="6" height="52" rx="3" fill={C.navy800} />
          <rect x={cx! + 50} y={cy! - 26} width="6" height="52" rx="3" fill={C.navy800} />
        </g>
      ))}
      <Terminal x={318} y={110}>
        {[0, 1, 2].map((i) => (
          <rect key={i} x={6 + i * 27} y="36" width="22" height="24" rx="5" fill={i === 1 ? C.brass400 : C.navy100} />
        ))}
        <rect x="6" y="10" width="50" height="10" rx="5" fill={C.navy100} />
      </Terminal>
      <Approved x={300} y={40} />
    </>
  ),
  /** Shelves of bottles, an ID card checked for 21+, and a countertop terminal. */
  "liquor-stores": () => (
    <>
      <rect x="36" y="50" width="250" height="250" rx="14" fill={C.navy900} />
      {[0, 1, 2].map((shelf) => (
        <g key={shelf}>
          <rect x="48" y={128 + shelf * 78} width="226" height="8" rx="3" fill={C.navy700} />
          {[0, 1, 2, 3, 4, 5].map((b) => {
            const bx = 60 + b * 36;
            const top = 128 + shelf * 78;
            const tall = (b + shelf) % 3 === 0;
            return (
              <g key={b}>
                <rect
                  x={bx}
                  y={top - (tall ? 60 : 48)}
                  width="22"
                  height={tall ? 60 : 48}
                  rx="6"
                  fill={(b + shelf) % 2 ? C.brass400 : C.navy100}
                />
                <rect
                  x={bx + 7}
                  y={top - (tall ? 72 : 58)}
                  width="8"
                  height="14"
                  rx="2"
                  fill={(b + shelf) % 2 ? C.brass400 : C.navy100}
                />
              </g>
            );
          })}
        </g>
      ))}
      <IdCard x={300} y={40} />
      <AgeBadge cx={436} cy={140} label="21+" />
      <Terminal x={320} y={172}>
        <ScreenCheck />
      </Terminal>
    </>
  ),
  /** A storefront with an awning, and a phone tapping the counter terminal. */
  "convenience-stores": () => (
    <>
      <rect x="40" y="92" width="250" height="220" rx="8" fill={C.navy100} />
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={`M${30 + i * 54} 92h54v26a27 27 0 0 1 -54 0z`} fill={i % 2 ? C.white : C.brass400} />
      ))}
      <rect x="30" y="64" width="270" height="30" rx="6" fill={C.navy900} />
      <rect x="62" y="160" width="90" height="152" rx="6" fill={C.navy700} />
      <rect x="70" y="170" width="74" height="60" rx="4" fill={C.navy100} opacity="0.35" />
      <rect x="172" y="160" width="98" height="70" rx="6" fill={C.white} />
      <Lines x={184} y={176} widths={[60, 74, 48]} gap={14} />
      <Terminal x={318} y={130}>
        <ScreenCheck />
      </Terminal>
      <g transform="rotate(-14 380 100)">
        <rect x="350" y="40" width="62" height="104" rx="12" fill={C.white} stroke={C.navy950} strokeWidth="5" />
        <path
          d="M368 80a16 16 0 0 1 0 22M376 74a26 26 0 0 1 0 34"
          fill="none"
          stroke={C.brass500}
          strokeWidth="4"
          strokeLinecap="round"
        />
      </g>
    </>
  ),
  /** A fuel pump with its own card reader, the hose and nozzle, and an approved fill-up. */
  "gas-stations": () => (
    <>
      <rect x="0" y="300" width="480" height="60" fill={C.navy900} />
      <rect x="110" y="60" width="150" height="250" rx="16" fill={C.navy100} />
      <rect x="100" y="290" width="170" height="22" rx="6" fill={C.navy700} />
      <rect x="128" y="80" width="114" height="54" rx="8" fill={C.navy900} />
      <Lines x={140} y={94} widths={[70, 50]} gap={18} fill={C.brass400} />
      <rect x="140" y="152" width="90" height="60" rx="8" fill={C.white} />
      <rect x="152" y="164" width="66" height="10" rx="3" fill={C.navy950} />
      {[0, 1, 2].map((i) => (
        <rect key={i} x={152 + i * 24} y="184" width="18" height="16" rx="3" fill={i === 2 ? C.brass400 : C.navy100} />
      ))}
      <Card x={150} y={222} w={70} rot={-6} />
      <path d="M260 120h36c14 0 20 8 20 20v90" fill="none" stroke={C.navy950} strokeWidth="10" strokeLinecap="round" />
      <path d="M304 228h28l6 18h-40z" fill={C.navy950} />
      <rect x="324" y="218" width="34" height="12" rx="4" fill={C.brass400} />
      <Approved x={318} y={60} />
    </>
  ),
  /** A bar counter with three taps and glasses, and an open tab closing on the terminal. */
  bars: () => (
    <>
      <rect x="30" y="228" width="420" height="26" rx="8" fill={C.navy950} />
      <rect x="44" y="254" width="392" height="66" rx="6" fill={C.navy700} />
      <rect x="60" y="70" width="200" height="24" rx="8" fill={C.navy100} />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={82 + i * 64} y="94" width="16" height="60" rx="4" fill={C.navy100} />
          <rect x={78 + i * 64} y="56" width="24" height="36" rx="8" fill={i === 1 ? C.brass400 : C.white} />
          <path d={`M${72 + i * 64} 172h36l-4 56h-28z`} fill={C.brass400} opacity={i === 2 ? 0.5 : 1} />
          <rect x={72 + i * 64} y="164" width="36" height="14" rx="4" fill={C.white} />
        </g>
      ))}
      <Receipt x={290} y={60} rows={4} />
      <Terminal x={344} y={120}>
        <ScreenCheck />
      </Terminal>
    </>
  ),
  /** Scales of justice over two ledgers: the operating account and the client trust account kept apart. */
  "law-firms": () => (
    <>
      <rect x="146" y="60" width="10" height="170" rx="4" fill={C.brass400} />
      <rect x="96" y="226" width="110" height="16" rx="6" fill={C.brass400} />
      <rect x="62" y="86" width="178" height="8" rx="4" fill={C.brass400} />
      <path d="M66 94 42 150h48ZM236 94l-24 56h48Z" fill="none" stroke={C.brass100} strokeWidth="3" />
      <path d="M38 150h56a28 12 0 0 1 -56 0ZM208 150h56a28 12 0 0 1 -56 0Z" fill={C.brass400} />
      <circle cx="151" cy="58" r="12" fill={C.brass400} />
      {[0, 1].map((i) => (
        <g key={i}>
          <rect x={296} y={56 + i * 126} width="150" height="106" rx="12" fill={i ? C.brass100 : C.white} />
          <rect x={310} y={70 + i * 126} width="70" height="12" rx="6" fill={C.navy800} />
          <Lines x={310} y={96 + i * 126} widths={[120, 96, 110]} gap={16} />
        </g>
      ))}
      <Card x={50} y={262} w={120} rot={-5} />
      <Approved x={180} y={280} w={104} />
    </>
  ),
  /** A retainer invoice repeating monthly beside a campaign chart that climbs. */
  marketing: () => (
    <>
      <rect x="40" y="60" width="230" height="240" rx="16" fill={C.white} />
      <rect x="60" y="80" width="90" height="14" rx="7" fill={C.navy800} />
      <Chart x={66} y={270} bars={[40, 62, 58, 90, 120, 150, 170]} />
      <path
        d="M70 220 110 196l44 8 44-40 44-34"
        fill="none"
        stroke={C.brass500}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Calendar x={300} y={60} marked={[0, 5, 10]} />
      <Recurring cx={370} cy={234} />
      <Approved x={300} y={280} w={140} />
    </>
  ),
  /** A service van parked at a house, and the invoice paid on a phone at the customer's door. */
  "home-service-business": () => (
    <>
      <path d="M40 170 130 96l90 74v120H40Z" fill={C.navy100} />
      <path
        d="M26 176 130 88l104 88"
        fill="none"
        stroke={C.brass400}
        strokeWidth="12"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="110" y="220" width="40" height="70" rx="4" fill={C.navy700} />
      <rect x="60" y="190" width="34" height="30" rx="3" fill={C.brass100} />
      <rect x="20" y="290" width="300" height="14" rx="4" fill={C.navy950} />
      <rect x="180" y="226" width="150" height="64" rx="12" fill={C.white} />
      <path d="M330 240h30l20 24v26h-50z" fill={C.white} />
      <rect x="338" y="246" width="22" height="16" rx="3" fill={C.navy700} />
      <rect x="196" y="244" width="60" height="10" rx="5" fill={C.brass400} />
      <circle cx="214" cy="296" r="14" fill={C.navy950} />
      <circle cx="350" cy="296" r="14" fill={C.navy950} />
      <Phone x={330} y={30}>
        <rect x="10" y="12" width="56" height="10" rx="5" fill={C.navy800} />
        <Lines x={10} y={36} widths={[72, 60, 66]} gap={16} />
        <rect x="10" y="96" width="72" height="26" rx="13" fill={C.brass400} />
      </Phone>
    </>
  ),
  /** A product page with a cart, the checkout confirming, and a fraud-screen shield. */
  "ecommerce-stores": () => (
    <>
      <Browser x={36} y={54} w={290} h={230}>
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <rect x={18 + i * 88} y="18" width="76" height="70" rx="8" fill={i === 1 ? C.brass100 : C.navy50} />
            <rect x={18 + i * 88} y="96" width="58" height="8" rx="4" fill={C.navy800} opacity="0.7" />
            <rect x={18 + i * 88} y="110" width="36" height="8" rx="4" fill={C.brass500} />
          </g>
        ))}
        <rect x="18" y="142" width="254" height="1.5" fill={C.navy100} />
        <rect x="160" y="158" width="112" height="30" rx="15" fill={C.brass400} />
        <Lines x={18} y={160} widths={[100, 70]} gap={16} />
      </Browser>
      <Card x={300} y={196} w={140} rot={-8} />
      <Shield x={370} y={60} s={1.1} />
      <Approved x={250} y={300} w={120} />
    </>
  ),
  /** Research vials in a rack, an order confirmed online and the compliance shield. */
  peptides: () => (
    <>
      <rect x="40" y="200" width="220" height="26" rx="6" fill={C.navy950} />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <rect x={58 + i * 40} y={110 + (i % 2) * 14} width="24" height={100 - (i % 2) * 14} rx="8" fill={C.white} />
          <rect x={58 + i * 40} y={160} width="24" height="50" rx="8" fill={i % 2 ? C.brass400 : C.navy100} />
          <rect x={54 + i * 40} y={98 + (i % 2) * 14} width="32" height="16" rx="4" fill={C.navy700} />
        </g>
      ))}
      <Lines x={58} y={250} widths={[180, 140]} gap={18} fill={C.navy700} />
      <Browser x={290} y={56} w={160} h={150}>
        <Lines x={16} y={18} widths={[110, 90, 120]} gap={16} />
        <rect x="16" y="78" width="128" height="28" rx="14" fill={C.brass400} />
      </Browser>
      <Shield x={340} y={236} s={1.1} />
    </>
  ),
  /** A chat on a phone behind an 18+ age check, with the subscription renewing. */
  "adult-ai": () => (
    <>
      <Phone x={70} y={70}>
        <rect x="8" y="14" width="60" height="26" rx="10" fill={C.navy100} />
        <rect x="24" y="50" width="60" height="26" rx="10" fill={C.brass400} />
        <rect x="8" y="86" width="52" height="26" rx="10" fill={C.navy100} />
        <rect x="8" y="124" width="76" height="16" rx="8" fill={C.navy50} stroke={C.navy100} />
      </Phone>
      <path
        d="M190 90h120a14 14 0 0 1 14 14v60a14 14 0 0 1 -14 14h-90l-22 18v-18a14 14 0 0 1 -8 -14v-60a14 14 0 0 1 14 -14z"
        fill={C.white}
      />
      <Lines x={210} y={112} widths={[90, 70, 80]} gap={16} />
      <AgeBadge cx={396} cy={110} label="18+" />
      <Recurring cx={396} cy={214} />
      <Card x={210} y={222} w={130} rot={-6} />
    </>
  ),
  /** A video session with coach and client, and the package's sessions booked on the calendar. */
  coaching: () => (
    <>
      <Browser x={36} y={50} w={270} h={200}>
        {[0, 1].map((i) => (
          <g key={i}>
            <rect x={14 + i * 126} y="14" width="116" height="110" rx="10" fill={i ? C.navy700 : C.navy900} />
            <circle cx={72 + i * 126} cy="56" r="18" fill={i ? C.brass400 : C.navy100} />
            <path d={`M${44 + i * 126} 124a28 26 0 0 1 56 0z`} fill={i ? C.brass400 : C.navy100} />
          </g>
        ))}
        <rect x="104" y="136" width="62" height="20" rx="10" fill={C.brass500} />
      </Browser>
      <Calendar x={306} y={150} marked={[1, 3, 6, 8, 11, 13]} />
      <Card x={60} y={262} w={110} rot={-4} />
      <Approved x={320} y={80} w={120} />
    </>
  ),
  /** Hemp leaves, a jar of gummies behind a 21+ age check, and the order approved. */
  "delta-8": () => (
    <>
      <Leaf x={100} y={270} s={1.5} rot={-50} />
      <Leaf x={100} y={270} s={1.3} rot={-90} fill={C.navy100} />
      <Leaf x={100} y={270} s={1.4} rot={-130} />
      <rect x="170" y="120" width="120" height="170" rx="22" fill={C.white} />
      <rect x="160" y="100" width="140" height="32" rx="10" fill={C.navy950} />
      <rect x="186" y="170" width="88" height="60" rx="8" fill={C.brass100} />
      {[0, 1, 2, 3, 4].map((i) => (
        <circle key={i} cx={200 + (i % 3) * 30} cy={250 + Math.floor(i / 3) * 20} r="9" fill={i % 2 ? C.brass400 : C.brass500} />
      ))}
      <Leaf x={210} y={212} s={0.6} rot={-40} fill={C.navy800} />
      <AgeBadge cx={370} cy={110} label="21+" />
      <Approved x={322} y={246} w={120} />
    </>
  ),
  /** Botanical leaves, a capsule bottle and the shipping box going out under a discreet descriptor. */
  kratom: () => (
    <>
      {[-30, -70, -110, -150].map((rot, i) => (
        <Leaf key={rot} x={120} y={170} s={1.2} rot={rot} fill={i % 2 ? C.navy100 : C.brass400} />
      ))}
      <rect x="116" y="170" width="8" height="120" rx="4" fill={C.navy100} />
      <rect x="200" y="136" width="90" height="150" rx="18" fill={C.white} />
      <rect x="194" y="118" width="102" height="28" rx="8" fill={C.brass400} />
      <rect x="214" y="180" width="62" height="50" rx="6" fill={C.navy100} />
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x={222 + i * 16}
          y="244"
          width="10"
          height="24"
          rx="5"
          fill={C.brass500}
          transform={`rotate(${i * 20 - 20} ${227 + i * 16} 256)`}
        />
      ))}
      <path d="M320 190l60-24 60 24v90l-60 24-60-24z" fill={C.brass100} />
      <path d="M320 190l60 24 60-24M380 214v90" fill="none" stroke={C.brass500} strokeWidth="3" />
      <Shield x={346} y={56} s={1.1} />
    </>
  ),
  /** A range target, the buyer's ID and the completed background-check list before the sale. */
  firearms: () => (
    <>
      {[70, 54, 38, 22].map((r, i) => (
        <circle key={r} cx="130" cy="150" r={r} fill={i % 2 ? C.navy100 : C.navy900} stroke={C.navy100} strokeWidth="3" />
      ))}
      <circle cx="130" cy="150" r="8" fill={C.brass400} />
      <IdCard x={56} y={246} />
      <rect x="260" y="50" width="180" height="230" rx="14" fill={C.white} />
      <rect x="310" y="40" width="80" height="22" rx="8" fill={C.navy700} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <circle cx={288} cy={98 + i * 44} r="12" fill={C.brass400} />
          <Check x={280} y={90 + i * 44} size={16} color={C.navy950} strokeWidth={3} aria-hidden="true" />
          <rect x={310} y={93 + i * 44} width={i % 2 ? 90 : 110} height="10" rx="5" fill={C.navy100} />
        </g>
      ))}
      <Approved x={300} y={300} w={130} />
    </>
  ),
  /** A telehealth visit on a phone, the treatment pen, and refills billed on a monthly cycle. */
  "semaglutide-tirzepatide": () => (
    <>
      <Phone x={60} y={60}>
        <rect x="8" y="10" width="76" height="70" rx="8" fill={C.navy100} />
        <circle cx="46" cy="38" r="14" fill={C.navy700} />
        <path d="M24 80a22 20 0 0 1 44 0z" fill={C.navy700} />
        <Lines x={8} y={94} widths={[70, 56]} gap={16} />
        <rect x="8" y="126" width="76" height="18" rx="9" fill={C.brass400} />
      </Phone>
      <g transform="rotate(-30 270 160)">
        <rect x="200" y="146" width="150" height="30" rx="15" fill={C.white} />
        <rect x="290" y="146" width="60" height="30" rx="15" fill={C.brass400} />
        <rect x="350" y="154" width="22" height="14" rx="4" fill={C.navy100} />
        <rect x="220" y="154" width="50" height="14" rx="4" fill={C.navy100} />
      </g>
      <Calendar x={300} y={200} marked={[0, 5, 10]} />
      <Shield x={210} y={250} s={0.9} />
    </>
  ),
  /** The online store and the counter syncing both ways, orders and payouts reconciled in one ledger. */
  shopify: () => (
    <>
      <Browser x={36} y={50} w={200} h={170}>
        <rect x="16" y="16" width="80" height="80" rx="8" fill={C.brass100} />
        <path d="M40 46h32l-4 36h-24z" fill={C.brass500} />
        <path d="M46 46a10 10 0 0 1 20 0" fill="none" stroke={C.navy900} strokeWidth="3" />
        <Lines x={108} y={22} widths={[70, 50, 60]} gap={16} />
        <rect x="108" y="76" width="76" height="22" rx="11" fill={C.brass400} />
      </Browser>
      <Terminal x={90} y={228} s={0.68}>
        <ScreenCheck />
      </Terminal>
      <path
        d="M250 130h40M290 130l-10-10M290 130l-10 10M290 250h-40M250 250l10-10M250 250l10 10"
        fill="none"
        stroke={C.brass400}
        strokeWidth="5"
        strokeLinecap="round"
      />
      <rect x="310" y="80" width="140" height="220" rx="14" fill={C.white} />
      <rect x="326" y="96" width="70" height="12" rx="6" fill={C.navy800} />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <circle cx={336} cy={136 + i * 32} r="8" fill={C.brass400} />
          <rect x={352} y={132 + i * 32} width={i % 2 ? 60 : 80} height="8" rx="4" fill={C.navy100} />
        </g>
      ))}
    </>
  ),
};

/** The scene of one industry, inside the shared backdrop (the /industries card draws its own). */
export function IndustryHeroScene({ slug, backdrop = true }: { slug: IndustrySlug; backdrop?: boolean }) {
  return (
    <>
      {backdrop ? <Backdrop /> : null}
      {scenes[slug]()}
    </>
  );
}

export const industrySceneSlugs = Object.keys(scenes) as IndustrySlug[];
