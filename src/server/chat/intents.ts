/**
 * Recognises what a visitor is asking about: the topics visitors ask most (SPEC issue 7: rates and fees, approval
 * times, high-risk eligibility, payment methods, POS compatibility, contracts and setup fees, referral commissions,
 * how to apply, how to reach a person) and a few more the site covers. Strong cues count 2, weak cues 1; a topic
 * needs a strong cue, or a weak one when nothing else matched.
 */

import { cue, cueText } from "./cue";
import { COMPETITORS } from "./understand";

export type Topic =
  | "rates"
  | "savings"
  | "approval"
  | "highRisk"
  | "paymentMethods"
  | "pos"
  | "isv"
  | "contracts"
  | "referral"
  | "apply"
  | "contact"
  | "security"
  | "uptime"
  | "about"
  | "statement"
  | "industries"
  | "solutions"
  | "privacy"
  | "analysisMethod";

export type Social = "greeting" | "thanks" | "ack" | "goodbye" | "identity" | "more" | "missed" | "wait";

export type Qualifier = "highRisk" | "isv" | "partner";

export interface Detection {
  /** Topics by descending score. */
  topics: Topic[];
  scores: Partial<Record<Topic, number>>;
  qualifiers: Set<Qualifier>;
  social?: Social;
}

interface Cues {
  strong: RegExp;
  weak?: RegExp;
}

/** "Will you hold my money?": part of the sales kept back, which the high-risk page answers as a reserve. */
export const HOLDS_MONEY = String.raw`(hold|withhold|keep) (back )?(my|our|any of my|some of my|part of my) (money|funds|payouts?|deposits?|sales)`;

const HIGH_RISK_CUE = new RegExp(
  cueText`
    \b(${HOLDS_MONEY}|(reserves?|limits?)\b.{0,60}\b(revisit\w*|revis\w*|reviewed|lowered|reduced|adjusted|
    lifted|loosened|(come|go) down|dropped|decreased)|(backup|back-up|spare|standby|redundant|secondary) (mids?|
    merchant ids?|merchant accounts?|processors?|processing)|(second|extra|another) (mids?|merchant ids?|
    merchant accounts?)|(multiple|several) (mids|merchant ids|merchant accounts)|held (onto |on to )?(my|our|
    all (of )?(my|our)) (\w+ )?(funds|money|payouts?|deposits?|payments?|account|sales)|(got|was|been|were|is|
    are) (shut|cut) (off|down)|(account|payments|processing|payouts) (was |were |got |been |is )?(suspended|
    deactivated|disabled|banned|shut off)|suspended (my|our)|(put |placed |is |are |got )(my |our )?(account |
    funds |money |payouts? )?on hold|put a hold|subscription (box(es)?|business(es)?|brands?|compan(y|ies)|
    models?)|acquiring banks?|banks? that (accepts?|understands?|wants?|takes?|underwrites?)|high[- ]?risk|cbd|
    delta[- ]?8|kratom|peptides?|firearms?|guns?|ammo|ammunition|adult|semaglutide|tirzepatide|nutraceuticals?|
    vapes?|vaping|e-?cig\w*|declined|denied|turned down|terminated|match list|tmf|bad credit|poor credit|
    low credit|credit score|chargebacks?|telehealth|supplements?|risky|froze|frozen|freez\w*|(holding|held|
    withh[oe]ld\w*|frozen) (my |our )?(funds|money|payouts?)|clos(ed|ing) (my|our) (merchant |
    processing )?accounts?|shut (me|us|my \w+) down|shut down (my|our)|froze (my|our)|dropped (me|us)|
    kicked (me|us) off|vape shops?|go(es)? dark|(bank|processor) (does|do|did|runs?) a review|what makes (a |
    my |our |the )?(\w+ )?(business|company|store|shop|merchant|account|us|me|it) (count as |considered |be |
    get |so )?(high|higher) risk|(what|which) (counts|qualifies) as high|high[- ]ticket|big[- ]ticket)\b
  `,
);

/** The visitor's account was frozen, held, closed or terminated by another processor. */
export const ACCOUNT_TROUBLE = cue`
    \b(held (onto |on to )?(my|our|all (of )?(my|our)) (\w+ )?(funds|money|payouts?|deposits?|payments?|account|
    sales)|(got|was|been|were|is|are) (shut|cut) (off|down)|(account|payments|processing|payouts) (was |were |
    got |been |is )?(suspended|deactivated|disabled|banned|shut off)|froze|frozen|freez\w*|holding|
    withh[oe]ld\w*|terminated|shut (me|us|it|my \w+) down|shut down (my|our)|clos(ed|ing) (my|our) (merchant |
    processing )?accounts?|dropped (me|us)|kicked (me|us) off|on hold|shut(s|ting)? down (\w+ ){0,2}(businesses|
    merchants|accounts|stores|shops|sellers|companies|people)|sitting on (\w+ ){0,3}(my|our) (money|funds|
    balance|payouts?|deposits?)|(shutting|closing|banning|dropping|kicking) (me|us)\b)\b
  `;

/** "Nothing high risk", "we're not high-risk": the visitor says the business is not high-risk. */
const NOT_HIGH_RISK = /\b(not|nothing|isn'?t|aren'?t|no|never|non)[- ](\w+ )?high[- ]?risk\b/;

/** "What makes you different from Square?", "cheaper than stripe": the brand is the competitor compared with. */
export const COMPARED_WITH = new RegExp(
  String.raw`\b((different|better|cheaper|worse|pricier) (from|than)|vs\.?|versus|compared (to|with)|instead of|switch(ing)? (over )?from|over) (${COMPETITORS})\b`,
);

export const CUES: Record<Topic, Cues> = {
  rates: {
    strong: cue`
        \b(rates?|pricing|prices?|how much (do|does|will|would|is) (you|it|this|that|processing) (charge|cost|
        run)|how much does it cost|per[- ]transaction|per swipe|transaction fees?|processing fees?|
        interchange[- ]plus|flat[- ]rate|markup|basis points|cheapest|competitive rates?|what do you charge|
        how much do you charge|cost (more|extra)|higher (rates?|fees|pricing|prices)|(rates?|fees|pricing|
        prices) (are |is )?higher|how (do|does) (you|harborline|the company|you guys) make (money|a profit|
        revenue)|how (are|do) you (get )?paid|pay per (sale|transaction|swipe|card)|what (would|will|do) (i|
        we) pay|cost to (take|accept|process)|how much\b.{0,40}\b(cost|charge|take)|what percentage|swipe fees?|
        (lowest|best|cheapest|starting|base|minimum) (rates?|prices?|pricing|fees?|percent\w*)|ballpark|(give|
        quote) (me |us )?(a |an )?(rough |real )?(number|price|estimate)(?! to call))\b|\b(lowest|best|cheapest|
        starting|base|minimum) %|\bwhat (%|percent\b)(?= (would|will|do|does|can|could|is|
        are)\b.{0,25}\b(charg\w*|cost\w*|take|pay|bill\w*)\b)|\d(\.\d+)? ?% ?\+
      `,
    // ("Charge customers monthly" is the merchant charging, not our price.)
    weak: cue`
      \b(fees?|costs?|charges|charge(?! (my |our |the |their )?(customers?|clients?|members?|patients?|guests?|
      people|them|buyers?|tenants?|students?|subscribers?)\b)|expensive|cheap|percent(age)?|how much)\b
    `,
  },
  savings: {
    strong: cue`
        \b((the|your|savings|fee|this|that|a|an|any|some|like a) (savings |fee |cost |fee-savings )?(calculator|
        calc|slider|estimator)|(you )?could keep \S+ more|(minimum|min) (\w+ ){0,2}(on|for) (card|credit|debit)|
        (card|credit card) (purchase |sale )?minimums?|(calculator|slider|estimator|
        the estimate)\b.{0,40}\b(go(es)? up|goes down|increase\w*|higher|change\w*|come from|calculat\w*|
        work\w*|ask\w*|assum\w*|fill in|mean)|(lower|reduce|cut|slash|shrink) (my|our) (\w+ ){0,2}(fees|costs|
        rates?|bills?)|(actually |really )?saved (\w+ )?(money|\$|\d+|a lot|anything|on (fees|processing))|
        save(?! (the |their |customers'? |customer'?s? |buyers'? |my |an )?(cards?|card (details|info\w*|
        numbers?)|payment (info\w*|details|methods?)|application|progress|form|draft))|saving|savings|
        lower my (fees|costs|rates?)|(get|bring|cut|knock|lower|reduce) (my |our |the )?(fees|costs|rates?|bill|
        processing costs?) down|(fees|rates|costs|bill|statement) (are|is|seem|seems|look|looks) (\w+ )?(too |
        so |really |crazy |insanely |super |way )?(high|insane|crazy|expensive|ridiculous|outrageous|steep|
        killing me)|worth (it to )?switch\w*|switch\w* .{0,25}\bworth (it|the (hassle|effort|trouble|time))|(my|
        our) (current |effective )*rate is|i pay (about |around |roughly )?\$?\d|tired of (paying|the fees|
        high fees)|(more|less) expensive than|(want|need|get|looking for|like) (lower|cheaper|better|smaller|
        reduced) (fees|rates|pricing|costs|processing)|paying (\w+ ){0,2}(so|too|way too) much|should (i|
        we) switch|switch(ing)? (over )?(from|away from)|paying (like |about |around |almost |over |nearly |
        roughly )?\d|reduce my (fees|costs)|cut (my )?(fees|costs)|paying too much|overpaying|cheaper|
        less expensive|(lower|better) (fees|rates|pricing) than|compared? (to|with)|versus|vs|
        pay(ing)? too much|do better|beat (that|my|their|it)|how do you compare|side[- ]by[- ]side|(does|would|
        will) switching (\w+ )?(help|save|pay off|make sense)|compare (what|how much) (i|we) (pay|spend))\b
      `,
  },
  approval: {
    strong: cue`
        \b(approv\w*|turnaround|underwrit\w*|(what|which) (documents|docs|paperwork|papers|records|
        statements) (do|will|would|does) (you|u|i|we|underwriting|the bank) (need|want|require|have to (send|
        provide|upload))|(documents|docs|paperwork) (needed|required|to (apply|get approved))|what (do|
        should) (i|we) (need to )?(have|get) ready|(can|could|will|would) (i|we) (still |even |ever )?(get|be|
        qualify for) (a merchant account|an account|accepted|approved)|how (long|quickly|soon|fast) (until|
        before|can|will|does|do) (i|we)('m| am| be)? ?(get )?(approved|start|accept|begin|up and running|
        go live|live))\b|\bhow long (does|will|would|do) .{0,40}\b(take|to open|to get)\b|\bhow (quick|fast|
        soon)\b.{0,20}\bgo live\b
      `,
    weak: /\b(how long|how fast|how quick(ly)?|how soon|timeline|time ?frame|wait|waiting)\b/,
  },
  highRisk: { strong: HIGH_RISK_CUE, weak: /\b(eligible|qualify|accept my business|take my business)\b/ },
  paymentMethods: {
    strong: cue`
        \b(apple pay|google pay|crypto\w*|bitcoin|btc|ethereum|usdc|ach|bank transfers?|bnpl|
        buy now,? pay later|klarna|afterpay|affirm|(accept|take|use|pay with|process) .{0,20}(credit|
        debit) cards?|what cards|pay (with|by|using) (their|a|my|your|the) (phones?|watch(es)?|mobile)|amex|
        american express|visa|mastercard|discover|e-?checks?|digital wallets?|wallets?|contactless|tap to pay|
        nfc|payment (methods|types|options)|types of payments?|forms of payments?|accept (cards|payments|
        credit)|paypal|venmo|cash app|zelle|ebt|snap|food stamps|fleet cards?|hsa|fsa|what can (they|customers|
        my customers|people|buyers|clients) pay with|pin debit|tap (their|your|a|my|the) (phones?|cards?|
        watch(es)?)|(pay|paying|payment)s? (by|with|via) (a |paper )?(check|cheque)s?|(over|by|
        via) (the )?phone|phone (orders|payments)|keyed|key in cards|card[- ]not[- ]present|moto|
        virtual terminal|how (can|do) (my )?(customers|clients|buyers|people) pay)\b
      `,
    weak: /\b(accept|take)\b/,
  },
  pos: {
    strong: cue`
        \b(pos|point[- ]of[- ]sale|terminals?|card readers?|readers?|clover|square|toast|lightspeed|revel|
        touchbistro|spoton|ncr|aloha|micros|verifone|ingenico|pax|dejavoo|poynt|hardware|countertop|tablet|
        cash registers?|registers?|(custom|in-?house|home-?grown|proprietary|bespoke|
        industry[- ]specific) (\w+ )?(software|system|platform|program|erp)|hook (payments |it |you )?(into|
        up to|up with)|(set ?up|configur\w*)\b.{0,30}\b(equipment|hardware|devices?)|(equipment|hardware|
        devices?)\b.{0,40}\b(ships?|shipping|arriv\w*|configured|set ?up))\b|\b(integrat\w*|compatible|
        work with|connect\w*|plug into)\b.*\b(shopify|woocommerce|odoo|erpnext|shopware|quickbooks|bigcommerce|
        wix|squarespace)\b
      `,
    weak: /\b(integrat\w*|compatible|compatibility|my (current )?system|software i use)\b/,
  },
  isv: {
    strong: cue`
        ^(?!.*\b(pos|terminals?|readers?|clover|toast|square|quickbooks|xero|shopify|woocommerce|
        registers?)\b).*\bhow (fast|long|quickly|soon)\b.{0,30}\bintegrat\w*|\b(isvs?|software vendors?|saas|
        apis?|sdks?|embedded payments?|embed payments?|sandbox|webhooks?|rest api|api (docs|documentation|
        keys? for (my|our) (app|platform|software))|developer (docs|documentation|portal)|white[- ]?label\w*|
        payfac|my (software|platform|app)|our (software|platform|app)|developers?|(healthcare|medical|
        practice management|vertical|booking|scheduling) software|software (company|companies|vendors?|
        platforms?|partners?|guys|people|teams?|businesses)|(our|my) (support|help) ?(desk|team|
        staff)\b.{0,40}\bmerchants|(some|many|most|all|one|a few|several|a lot) of (our|my) merchants|(support|
        help\w*)\b.{0,15}\b(for|with) (our|my) merchants|tier[- ]?(1|one) support|first[- ]line support|
        level[- ]?(1|one) support|customi[sz]\w* (\w+ )?onboarding|onboarding (flow|fields|form)|(our|
        my) own (required )?fields|partner (dashboard|portal)|(our|my) (platform'?s?|software'?s?|
        app'?s?) merchants)\b
      `,
  },
  contracts: {
    strong: cue`
        \b((close|cancel|end) (my|our|the) (merchant |processing )?account|contracts?|set[- ]?up fees?|
        setup costs?|start[- ]?up fees?|activation fees?|cancel\w*|early termination|etf|lock(ed)? in|
        commit(ment|ted|ting)?|month[- ]to[- ]month|long[- ]term|hidden fees?|annual fees?|monthly minimum|
        term length|fine print|(what'?s|what is|any) the catch|catch\??$|sign (up )?for (\d+|one|two|three|five|
        a few|multiple) years?|(\d+|one|two|three|five|multi)[- ]years?( contract| term| commitment| agreement)|
        stuck (with|in)|tied (in|to|down|into)|locked|trapped|walk away|leave (any ?time|whenever)|(want|decide|
        choose|need) to leave|if (i|we) (leave|quit|switch away)|(can|could|may) (i|we) (just |simply |
        still )?(leave|quit|walk|cancel)|am i (stuck|locked)|(i'?m|i am|we'?re|we are|are we|am i|will (i|
        we) be|would (i|we) be|(i|we) (get|be)) (\w+ )?(stuck|locked|trapped|tied)(?! (on|at|in (the|a|an|my|
        our|this) (form|application|page|step|line|traffic|queue))\b)|(sign|commit to) anything|(fees?|rates?|
        everything|it all|all of it|costs?|charges?)\b.{0,25}\b(written|spelled) (down|out)\b.{0,30}\bbefore (i|
        we) sign|before (i|we) sign\b.{0,40}\b(first|1st) statement|want out|get out of (it|the contract|
        the agreement)|fees? (just |even |simply )?(to|for) (get started|start|sign up|open|opening|set up|
        setting up|apply|applying)|application fees?|(cost|charge|pay) (anything )?to apply|free to apply|
        (charge|pay|cost) (anything |something |extra )?(to|for) (set (me |us )?up|setup|get (me |us )?set up|
        sign (me |us )?up|open (the |an |my )?account|get started)|up-?front (costs?|fees?|charges?|payment)|
        upfront|setup (fees?|costs?|charges?)|free setup|startup costs?|(rates?|fees?|prices?|pricing) (go|
        going|goes) up|(raise|increase|hike) (my |the |our )?(rates?|fees?|prices?)|(rate|price|
        fee) (increases?|hikes?|changes?)|change my rate|auto[- ]?renew\w*)\b|\$0 setup
      `,
  },
  referral: {
    strong: cue`
        \b(referr\w*|refer|partner agreement|partner paperwork|(paperwork|tax forms?|w-?9) (for|
        to) (be(come)? a |the )?partner\w*|(send|sending|bring|bringing|introduce|introducing|refer) (you |
        harborline |over |your way )?(a |an |some |more |my |our )?(\w+ )?(merchants?|businesses|clients|
        leads)( (to you|your way|over))?|commissions?|residuals?|affiliate|partner program|(be|
        become) an? (agent|iso|partner|affiliate|reseller)|(make|earn|get) (money|paid|cash|commissions?) (by |
        from |for )?(introducing|referring|recommending|sending|connecting)|introduc(e|ing) (them|you to|
        businesses|merchants|clients|people|owners|my clients)|iso|isos|reseller\w*|bronze|silver|gold|platinum|
        tiers?(?![- ]?(1|one|2|two)\b)|per referral|(send|sending|bring|refer)( \w+){0,4} (deals|referrals)|
        (how|when) (do|does|will) (you|harborline) pay (partners|referrers|affiliates|agents|isos)|(merchants?|
        businesses|business|clients?|leads?|shops?|stores?|accounts?) (that |which |who )?(i|we) (send|refer|
        bring|introduce)( you| over| your way)?)\b
      `,
    weak: /\b(payouts?|bonus|partner(ship)?|earn|extra (for|per))\b/,
  },
  apply: {
    strong: cue`
        \b(apply|application|(a|an|my|custom|customized|free) quotes?|sign(ing)? up|signup|get started|open (a|
        an) (merchant )?account|onboard\w*|enroll\w*|become a (merchant|customer|client)|switch (over )?to (you|
        harborline)|move (over |my business )?to (you|harborline)|(need|want|get|like) (a|
        an) (new )?merchant account|application status|status of my application|track my application|(check|see|
        find out|look up|track) (where|how far along) (my|our) (application|app) is|where (my|our) (application|
        app) is( at)?|(the )?(process|steps?) (to|for) (get(ting)? set up|open(ing)? an account|apply(ing)?|
        get(ting)? started|sign(ing)? up)|how (do i|to|do we) get set up|switch(ing)? (processors?|providers?)|
        help (me |us )?(with )?(the )?switch\w*|make the switch|what (do|will|would) you need( from (me|us))?|
        (separate|two|different|multiple|single|same|one) applications?|(pick|put|choose|select|
        enter) (\w+ )?(for|as) (the )?current processor|(i |we )?(just )?(submitted|sent in|filled out|
        finished) (it|the (application|app|form))|is applying free|free to apply|(application|form) ask\w* for|
        what are the steps|what happens after (i|we) (apply|submit|sign)\w*|walk (me|us) through (the |
        your )?(process|steps|onboarding|application)|(your|the) (onboarding|application|sign-?up|
        set-?up) process)\b
      `,
    weak: /\b(start|join|begin|documents|paperwork|requirements)\b/,
  },
  contact: {
    strong: cue`
        \b((book|schedule|set up) (a |an )?(quick |short |free |phone |intro |video |\d+[- ]min\w* )?(call|
        meeting|demo|consultation)|(what'?s|whats|what is|where'?s|wheres|where is) (the|your|ur) (#|phone|
        number)|can'?t find (a |the |your |ur )?(phone|number|contact)|(?<!\b(over|by|via|their|a|tap|on|with|
        use|using|own) (the |my )?)phone(?! wallets?)( number)?|call (you|someone|somebody|me)|call (me )?back|
        callback|talk to|speak (to|with)|(send|type|write|leave|drop) (out )?(you |us )?(a )?(message|note|
        line)|message (form|box)|rather (type|write|message|email|text)|human|real person|live person|
        representative|rep|(?<!\b(be|become) an )agent|sales ?team|email|e-mail|contact|reach (you|someone|
        a person)|customer (service|support)|support (team|hours|line|number)|tech(nical)? support|hours|
        open on|weekends?|salesperson|who (do|should|can) (i|we) (call|contact|talk to|email|reach)|
        help with my (existing )?(account|terminal|machine|reader|deposits?|statement)|(problem|issue|
        trouble)s? with my (account|terminal|machine|reader|pos|deposits?)|(my )?(terminal|machine|reader|
        pos) (is|isn't|is not|keeps|stopped) (down|broken|working|not working|offline|declining)|(terminal|
        machine|reader|pos|system) (died|dead|crashed|froze|went down|stopped working)|(will|does|
        would) (anyone|someone|somebody|a person|a human) (pick up|answer)|(saturdays?|sundays?|overnight|
        middle of the night|at night|\d+ ?am)\b.{0,30}\b(pick up|answer|support|help|call)|existing (customer|
        merchant|client)|already a (customer|merchant|client)|who to (call|contact)|twitter|facebook|instagram|
        linkedin|social media|socials|(answer|respond|reply)\w* (to )?(emails?|messages?)|email (response|
        reply) times?|how (quick|fast|soon)\w*\b.{0,30}\b(emails?|reply|replies|respond|answer)|consult\w*|
        strategy session|launch call|book a (call|meeting|demo)|schedule a (call|meeting|demo)|(kinds?|types?|
        sorts?) of (calls?|meetings?|sessions?)|(calls?|meetings?|sessions?) (can|could) (i|we) (schedule|book)|
        (which|what) (call|meeting|session|consult\w*) (do|should|can) (i|we) (book|schedule|pick|choose))\b
      `,
    // "do you support subscriptions?", "do you guys support a gift shop?" use the verb: not a question about our
    // support team.
    weak: /\b((?<!\b(you|u|it|they|we|i|that|this|guys|yall|y'all|ya) )support|help desk|get in touch|someone)\b/,
  },
  security: {
    strong: cue`
        \b(pci|secure|security|safe|safety|fraud\w*|address (verification|checks?|verify\w*)|
        verify (the )?(billing )?address\w*|(get|gets|got|getting|be|been) (hacked|breached|compromised)|
        hackers?|cyber ?attacks?|data (leaks?|stolen|theft)|encrypt\w*|complian\w*|hipaa|gdpr|data breach|
        breach|tokeni[sz]\w*|card data|card numbers?|3-?d ?secure|3ds|avs|cvv|card testing|carding|
        stolen cards?|(handle|manage|management|protect\w*|alerts?|prevent\w*|help with|fight|reduce|
        stop) (\w+ )?(chargebacks?|disputes?)|(chargebacks?|disputes?) (management|protection|alerts?|help|
        support|prevention|responses?)|chargeback protection|(stor(e|ed|ing)|sav(e|ed|ing)|keep|hold) (my |our |
        the )?(customers'? |customer'?s? |clients'? )?(card|credit card|payment) (data|numbers?|info\w*|
        details))\b
      `,
  },
  uptime: {
    strong: cue`
        \b(uptime|downtime|outages?|reliab\w*|go(es)? down|availability|(platform|system|service|processing|
        network) (is |be |stay )?(stable|dependable)|stable (platform|system)|is (it|the platform|your system|
        the system) stable|crash\w*|go(es)? offline)\b
      `,
  },
  about: {
    strong: cue`
        \b(who are you guys|about (you|your company|harborline|the company)|retention rate|(your|
        the company'?s?|harborline'?s?) (story|backstory|history|origin)|(are|is) (you|u|y'?all|
        harborline) (based|located|headquartered) in|(physical|mailing|street|office) address|where (is|
        are) (your|the) (headquarters|hq|office|offices)|(are|is) (you|u|harborline|y'?all|this) (a )?(real|
        legit\w*|scam\w*|fake|trustworthy|reputable)( (company|business|processor|firm|thing))?|(real|
        legit) (company|business)|why (should|would|do|must) (i|we|people|anyone|merchants) (choose|pick|
        go with|use|switch to|trust|sign with) (you|u|harborline|y'?all)|what makes (you|u|harborline|
        y'?all) (different|better|special|unique|stand out)|(are|is) (you|u|harborline|y'?all) (different|
        better) (from|than)|(different|better) than (square|stripe|paypal|clover|toast|the (big|other) (guys|
        processors|ones)|other processors|competitors)|why (you|harborline)\b\W*$|who (started|founded|created|
        runs|owns|leads|is behind)|(clients|customers|merchants) (actually )?(stay|leave|are happy|stick)|
        (stick|stay|stays|sticks|stayed) with (you|harborline)|(you|u|y'?all|harborline|clients|customers|
        merchants|people|they|you guys) (\w+ )?stick around|legal (company |business )?name|(company|
        business)'?s? (legal|full|official|registered) name|stay with you year|churn|satisfaction|(are|is) (you|
        u|y'?all|harborline|you guys|u guys) (a |some )?(new|brand new|young) (startup|company|business|outfit)|
        (a|some) (new )?start-?up|never heard of (you|u|harborline|your company)|how old is (your|the|
        this) company|testimonials?|(customer|client|merchant|google|yelp|online|real|any) reviews|
        reviews? from|case stud(y|ies)|(real|actual) (merchants|customers|clients|business owners) (say|i can|
        we can)|what (do |did )?(your |ur )?(customers|clients|merchants) (say|think)|veteran\w*|founded|
        founder|how long have you been|years in business|in business|(?<!\b(processing|credit|sales|transaction|
        payment|account|chargeback|dispute|more|some|have|has|build|building|any|no|your|my|our|enough|limited|
        short|little|zero|card|order|purchase|billing|statement|refund|deposit|funding|loan) )history|located|
        location|based|headquarter\w*|what year|(your|an|a physical|local) offices?|when did (you|harborline|
        the company|your company) (start|begin|open|launch)|how many states|states (do|does) (you|
        harborline) (cover|serve|work in)|where are you|which city|what city|who owns|owners?|owned by|(which|
        what) states(?! (can|could|do|does|should|will|would|may) (i|we|my|our|customers?|buyers?|
        people)\b| (ban|bans|allow|allows|prohibit|restrict)\w*)|all 50|(are you|are y'?all|you guys|do you|
        can you|does harborline|is harborline|are you guys|you) (\w+ )?(in|serve|cover|operate in|work in|
        available in|located in|based in) (alaska|alabama|arizona|arkansas|california|colorado|connecticut|
        delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|
        massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|
        new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|
        south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|
        wyoming|puerto rico|dc|my state)|(i'?m|im|i am|we'?re|we are|were|based|located|
        business is)(?=.*\b(work with|serve|available|do business|operate|cover|up here|down here|out here|
        over here|out of state)\b) (\w+ )?in (alaska|alabama|arizona|arkansas|california|colorado|connecticut|
        delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|
        massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|
        new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|
        south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|
        wyoming|puerto rico|dc|my state)|san antonio|nationwide|retention|established|mission|vision|(for|in|to|
        support\w*|help\w*) (the |our |your |local )?communit(y|ies)|give back|giving back|(our|your|
        company'?s?) values|visit (you|your office|in person)|in person|walk in|(your|the) (office|
        street) address|military|army|navy|marines?|air force|service members?|founders?|founding team|
        leadership|who (are|is) (the )?(founders?|owners?|team|people)|hq|head office|headquarters|legit\w*|
        scam\w*|trustworth\w*|reputable|bbb|better business bureau|legal (name|entity)|llc|incorporated|
        registered (name|company|business))\b
      `,
    weak: /\b(states?|company|team|texas|tx|nationwide|out of state|across the (us|country)|other states)\b/,
  },
  statement: {
    strong: cue`
        \b(statements?|analy[sz]\w*|audit(?! logs?| trails?)|review my (fees|statement|costs)|fee analysis|
        average ticket|the breakdown|breakdown you (gave|did|made|sent)|upload|attach\w*|effective rate|
        file (size|types?|formats?|limits?)|excel|xlsx?|spreadsheets?|(accept|take|read|support|upload|
        open) (\w+ )?files?|what files|which files|(max|maximum) (file|size|upload)|how big (can|of a|a file)|
        csv|txt|pdf)\b
      `,
  },
  industries: {
    strong: cue`
        \b((only|just) (do |work with |take |serve |accept )?high[- ]risk|(regular|normal|ordinary|everyday|
        low[- ]risk) (shops|stores|businesses|merchants|retail\w*|companies)|industr\w*|restaurants?|bars?|
        liquor( stores?)?|convenience stores?|gas stations?|law firms?|attorneys?|lawyers?|home services?|
        plumb\w*|hvac|contractors?|landscap\w*|cleaning|retail|retailers?|e-?commerce|online stores?|shopify|
        coaching|coaches|coach|marketing agenc\w*|agency|salons?|spas?|medical|dental|dentists?|doctors?|
        chiropract\w*|physicians?|veterinar\w*|clinics?|auto (repair|shop|body)|mechanics?|non-?profits?|
        charity|charities|church|churches|ticketing|event (company|planner|planning|venue)s?|gyms?|fitness|yoga|
        studios?|photograph\w*|barbers?|barbershops?|nail salons?|tattoo\w*|florists?|bakery|bakeries|grocery|
        groceries|jewel\w*|boutiques?|hotels?|motels?|daycares?|schools?|tutoring|trucking|towing|real estate|
        property management|car dealers?|dealerships?|casinos?|gambling|betting|sportsbooks?|lotter(y|ies)|
        crypto exchanges?|mlm|multi-level marketing|network marketing|travel (agency|agencies|company|
        companies)|debt collect\w*|collection agenc(y|ies)|tobacco|smoke shops?|head shops?|dispensar(y|ies)|
        marijuana|cannabis|(what|which) (kinds?|types?|sorts?) of (businesses|business|companies|merchants|
        shops|stores|clients))\b
      `,
    // "do you work with gyms?": a kind of business we have no page for.
    weak: /\b(do|can|will) (you|y'all) (work|deal) with\b|\bdo you (serve|take on|board)\b/,
  },
  solutions: {
    strong: cue`
        \b(business funding|funding|loans?|cash advance|merchant cash|working capital|gateways?|
        payment gateways?|online payments?|merchant accounts?|what (do you|services do you|
        products do you) (offer|provide|sell|do)|what (all |exactly )?do (you|you guys|harborline) (guys )?do$|
        (on|through|from|via) (my|our) (website|site|web ?store|online store|web ?shop)|website (payments|
        checkout)|services|products|solutions)\b
      `,
  },
  privacy: {
    strong: cue`
        \b(privacy|private|confidential\w*|personal (data|information|info|details)|my (data|information|info|
        details)|cookies?|((ad|ads|cross-site|third-party|online|web|browser|site) )tracking|tracking (me|my|
        visitors|users|pixels?|cookies?|codes?|scripts?)|(do|does) (you|u|the site|this site|your site|
        harborline) track|track(s|ed)? (me|my|visitors|users)|utm\w*|analytics|sell (my|your|our|the) (data|
        information|info|details|email|emails|number|contact\w*)|share my (data|information|info|details|email)|
        spam\w*|unsubscribe\w*|opt[- ]?out|newsletter|delet(e|ion) (my |of my )?(data|information|info|details|
        account|records?)|(my |our )(data|information|info|details|records?) (deleted|erased|removed|wiped)|
        data (deletion|requests?|access|rights)|delete my|delete (everything|all|whatever|anything) (you|
        u) (have|hold|keep|store|got)|(delete|erase|wipe|remove) (everything|all (of )?my (data|info\w*|records|
        details))|(you|u) (have|hold|keep|store) (on|about) me|gdpr (requests?|rights|deletion|access)|ccpa|
        cpra|gdpr rights|privacy rights|who sees my|who (at|in) (your|ur|the) (company|team|
        office)\b.{0,30}\bsee|who (can|gets to|will|could) (see|access|look at) (my|our)|kept private|
        stored securely|what happens (to|with) (my|the) (file|files|data|statement|information|info|upload)|
        credit (checks?|pulls?|inquir\w*)|anti-?money[- ]laundering|aml|kyc|ip address(es)?|server logs?|log(s|
        ged)? my|record(s|ed|ing)? (the |this |my |our )?(chat|conversation)|(chat|conversation) (is |
        being )?(recorded|logged|saved|stored)|(keep|store|save|log|record)\w* (my |the |our |these |this |
        what i )?(chats?|conversations?|messages|type)|(saved|stored|kept) on (your|ur|the) (servers?|systems?)|
        (share|sharing) (my |the )?applications?|who (do you|does harborline) share|data breach(es)?|
        breach notification|(check|pull|run) my credit|(run|do|pull|perform|conduct)\w* (a |
        an )?background checks?|identity (checks?|verification)|shared? (with|my|our) (anyone|others|third|
        statements?|data|info\w*|details|files?)|(statements?|files?|data|info\w*|details) (are |is |get |
        being )?(shared|sold|kept|stored|used|seen)|(files?|statements?|documents?) (i|we) (upload|send|share|
        attach)|(what|which) (personal )?(information|data|details) (do|does|will) (you|u|harborline|the site|
        this site|your site|the website) (collect|gather|keep|store|record|log)|(do|does) (you|u|the site|
        this site|your site|the website) collect)\b
      `,
  },
  analysisMethod: {
    strong: cue`
        \b(how (did|do) you (calculate|compute|estimate|get|figure|work out)|how (was|is) (that|this|
        it) (calculated|estimated|computed|worked out)|where (did|does) (that|this) (number|figure|estimate|
        saving) come from)\b
      `,
  },
};

/**
 * A message that only opens the conversation or asks what the assistant can do ("how's it going", "you there?", "i
 * have a question", "what can you do"): answered with the greeting, which lists the subjects.
 */
const INVITATION = cue`
    ^(how('s| is) it going|how are (you|u|ya)( doing| today)*|(hello,? |hi,? |hey,? )?(are )?(you|u) there|
    (hello,? |hi,? |hey,? )?(is )?any(one|body) (there|here|around)|(i have|i got|got) a (quick |few |
    couple of |couple )?questions?( about [\w ]+)?|quick question|can i ask (you )?(something|a question|
    a quick question)|what (can|do) (you|u) (do|know)|what can (you|u) help( me)?( with)?|what (kind of |
    sort of )?(questions|things|stuff) can (you|u|i) (answer|help with|ask( you)?( about)?)|\?+)[ ?!.]*$
  `;

/**
 * A whole message that only opens the conversation ("anyone?", "hi, anyone home?", "happy friday", "just browsing",
 * "test"): the greeting, whatever cue word it holds.
 */
export const WHOLE_GREETING = cue`
    ^((hi|hello|hey|yo|sup),? )?(is )?(anyone|anybody|someone|somebody)( (home|there|around|here|awake))?\W*$|
    ^test(ing)?( \d+)?\W*$|^(merry|happy) \w+( \w+)?\W*$|^what('?s| is) up( with (you|u))?\W*$|^(i'?m |i am |
    we'?re |we are )?(just )?(browsing|looking( around)?|checking (things|you|it) out|window shopping)\W*$
  `;

/** Sounds and politeness around a short message ("ugh", "no offense", "lol"), stripped before the moves are read. */
const INTERJECTION = String.raw`(no|nope|nah|um+|uh+|hm+|ugh+|meh|well|ok(ay)?|lol|but|sorry|hmph|eh|yeah|ya)`;
const TRAILER = String.raw`(,? ?(no offen[cs]e|sorry|tbh|to be honest|honestly|lol|though|tho|but ok|haha))*`;

export const SOCIAL: [Social, RegExp][] = [
  // "That didn't answer my question", "not what I asked", "that answer wasn't very useful, no offense": the last
  // reply missed.
  [
    "missed",
    new RegExp(
      cueText`
        ^(${INTERJECTION}[,.!]* )*((that|this|it|you|that answer|this answer|your answer|the answer)( (still|
        really|just|kinda|kind of))? (did ?n'?t|did not|does ?n'?t|does not|do ?n'?t|do not)( (really|quite|
        actually|exactly|even|fully))? (answer|help|make sense|understand|get)( (my|
        the) question| me| it| what i (asked|meant))?|((that'?s|that is|thats|this is|it'?s|its|that was|
        that answer was|your answer was|the answer was|that answer'?s|that answer is)( (still|really|
        just))? (not|n'?t)|(that|this|it|that answer|this answer|your answer|the answer) (wasn'?t|isn'?t|
        was not|is not))( (really|quite|exactly|very|that|particularly|super|at all))? (what i (asked|meant|
        wanted|was asking)( for| about)?|(the )?(right|correct) answer|helpful|useful|relevant|it|
        my question)( at all)?|(not|wasn'?t|isn'?t)( (really|quite|exactly))? what i (asked|meant|wanted|
        was asking)( for| about)?|(wrong|bad|useless|unhelpful) (answer|reply)|you (misunderstood|got it wrong|
        didn'?t (get|understand) (it|me|that|my question)))${TRAILER}\W*$
      `,
    ),
  ],
  // "Hold on a sec", "one sec, grabbing my statement", "wait": the visitor will be back.
  [
    "wait",
    new RegExp(
      cueText`
        ^(${INTERJECTION}[,.!]* )*(wait( up| a (sec|second|moment|min|minute|bit))?|hold on( a (sec|second|
        moment|min|minute|bit))?|hang on( a (sec|second|moment|min|minute|bit))?|(one|1) (sec|second|moment|min|
        minute)|secs?|just a (sec|second|moment|min|minute)|(give me|gimme) a (sec|second|moment|min|minute)|
        brb|be right back|back in a (sec|minute|bit))([,.!]* (let me|lemme|i'?ll|i'?m|im|gonna|going to|need to|
        i need to|have to|i have to)? ?(go |quickly |real quick )?(grab|get|find|check|look|pull|dig|ask|call|
        talk)\w*( \w+){0,5}|[,.!]* (?!(what|how|why|when|where|which|who|can|could|do|does|is|are|will|would|
        should)\b)[\w']+( [\w']+){0,6})?[ ,.!]*$|^(${INTERJECTION}[,.!]* )*(let me|lemme|i'?ll|i need to|
        i have to|gotta|gonna|i'?m going to|im going to) (think|sleep on|mull|chew on|talk to|check with|
        run (it|this) by|discuss|look it over|go over)\b[^?]{0,50}$|^(sorry|oops|whoops|my bad)[,.!]* (typo|
        my bad|wrong (button|key)|autocorrect|ignore (that|this|it)|mistyped|fat fingers?)[ ,.!]*$
      `,
    ),
  ],
  [
    "identity",
    cue`
      \b(are (you|u) (a |an )?(bot|robot|human|real(?! (company|business|compan\w*|processor|payment|firm|thing|
      deal))|person|ai|machine|chatbot|chat ?gpt)|who am i (talking|speaking|chatting) (to|with)|
      (talking|speaking|chatting) (to|with) (a |an )?(bot|robot|human|real person|real human|actual human|
      actual person|live person|live human|machine|ai|computer)|is this (a |an )?(bot|robot|human|real person|
      ai|automated\w*|chatbot|chat ?gpt|gpt\w*|claude|gemini|copilot|openai|live person|person)|
      are you (chat ?gpt|gpt\w*|claude|gemini|copilot|openai)|is (there )?(anyone|anybody|someone|
      somebody) (real|human|alive)( (here|there|on (the|this) (other )?(end|side|line)))?|is it (just|
      only) (you|a bot|a machine|a program)|what('s| is) your name|what (do|should) i call you|who (made|built|
      created|programmed|designed|trained) you|(do|have) you (got )?a name|^(and )?your name\??$)\b|
      ^who are you\W*$|(^|\W)what are (you|u)( good)?( for)?( exactly| even| anyway|
      really)?( lol)?\W*$|^(hello+|hi+|hey+)?\W*(is )?(anyone|anybody|someone|somebody) (there|here|home|around|
      on)\W*$|^(who is this|who'?s this|what is this( chat| thing| bot)?|what'?s this( chat| thing| bot)?|
      how does this (chat|bot|thing) work)\W*$|
      ^(?=.*\b((these|the|your|ur|its|this chat'?s) (replies|answers|responses|messages)|(the )?other (end|side) of (
      this|the chat|the screen)|this chat( window)?)\b)(?=.*\b(human|person|people|staff|employee|agent|bot|robot|
      software|program|generated|automated|ai|machine|computer)\b)
    `,
  ],
  [
    "more",
    cue`
      ^(please |ok(ay)?,? |can you |could you )?(tell me more|more( details| info(rmation)?)?|go on|
      can you elaborate|elaborate|details|
      explain( that| it| this)?( more| again| differently)?( simply| more simply| in plain english| in simpler terms)?|
      say more|keep going|what else|and)( about (that|it|this))?( please| pls)?\W*$
    `,
  ],
  [
    "thanks",
    cue`
      ^((ok(ay)?|lol|haha|ha|perfect|great|awesome|cool|nice|alright|excellent|wonderful|got it|sounds good|
      that helps|that'?s (very |really |super )?helpful|(that was )?(very |really |
      super )?helpful)[,!.]* )*(thanks?|thank you|thanx|thnx|thx|tysm|ty|great,? thanks|perfect,? thanks|
      appreciate it|cheers|gracias|muchas gracias)\b
    `,
  ],
  // "ok cool", "got it", "sounds good": an acknowledgement with nothing else in it.
  [
    "ack",
    cue`
      ^((ok(ay)?|k|kk|cool|great|nice|awesome|perfect|alright|all right|got it|gotcha|sounds good|makes sense|
      understood|fair enough|good to know|i see|noted|right|sure|fine|wow|neat|that helps|that helped|
      (that was |very |super |really )?(helpful|useful))[ ,.!]*)+$|^((ok(ay)?|k|cool|great|nice|awesome|
      alright)[ ,.!]+)*((you'?re|you are|ur|u r) (awesome|great|the best|amazing|a lifesaver|a life saver|(so |
      very |really |super )?helpful)|(great|good|nice) (job|work|answer)|well done|good bot|(you|u|y'?all|
      you guys|u guys) (seem|look|sound) (legit|great|good|solid|trustworthy|professional|nice|helpful)|
      that'?s (very |really |super |so )?(helpful|great|good|perfect|awesome|useful))[ ,.!]*$|^(ugh+|meh|hm+|
      uh+|eh|oh|ah|welp|whoops|oops)[,.!]* (ok(ay)?|k|fine|alright|got it|i see|right)[ ,.!]*$
    `,
  ],
  [
    "goodbye",
    cue`
      ^((ok(ay)?|k|alright|all right|cool|thanks?|thx|great|perfect|sounds good|awesome)[,!.]* )*(bye|goodbye|
      bye bye|see y(ou|a)|see u|cya|c ya|peace( out)?|later|adios|hasta luego|take care|have a (good|great|nice|
      wonderful) (one|day|night|evening|weekend|afternoon)|that'?s all|no,? that'?s (all|it)|nothing else|
      never ?mind|nvm|forget it|talk (to you )?(later|soon)|ttyl|gotta go|got to go|i have to go|g2g|gotta run|
      got to run|have to run|gotta bounce|heading out|(sorry,? )?wrong (chat|window|site|page|tab)|good ?night|
      nite)\b|^(no,? thanks?( you)?|not (right )?now|maybe later|later maybe|not yet|not today)\W*$|^((ok(ay)?|
      sounds good|great|cool|perfect|thanks?)[,!.]* )+(talk (to you )?(later|soon)|ttyl|catch you later|bye)\b
    `,
  ],
  [
    "greeting",
    /^(hi+|hiya|hii+|hello+|helo|hey+|heya|hey there|howdy|greetings|good (morning|afternoon|evening|day)|(morning|afternoon|evening)\W*$|yo|sup|wass?up|what'?s up|what is up|hola|buenas)\b/,
  ],
  ["greeting", INVITATION],
  ["greeting", WHOLE_GREETING],
];

/** A greeting with nothing else in it ("yo what's up", "hey, how's it going?"): never read as a question. */
export const GREETING_ONLY = new RegExp(
  cueText`
    ^((yo|hey+|hi+|hello+|sup|hiya|howdy)[ ,!.]*)*((what'?s|what is|whats) up|wass?up|sup|how('?s| is) it going|
    how are (you|u|ya)( doing)?( today)?|how('?s| is) (your|ur) day)?[ ?!.]*$|${INVITATION.source}
  `,
);

export function normalize(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim();
}

/** Topics that answer a question on their own; qualifiers only narrow them (high-risk approval, ISV integration). */
const STANDALONE_ONLY: Topic[] = ["highRisk", "isv"];

/**
 * Whether a message asks anything: a question mark, a clause opening with a question word or an auxiliary ("is there",
 * "can u"), a request ("tell me", "looking for"), or the visitor saying what their business is or does (which asks
 * what applies to it). A message asking nothing is read by the moves it makes (MOVES_IN_PASSING), whatever subject
 * words it holds: "thank you so much, you just saved me a phone call lol" thanks, it does not ask about phones.
 */
export function asksSomething(text: string): boolean {
  return asksQuestion(text) || STATES_BUSINESS.test(text);
}

/** Whether a message asks a question or makes a request (not counting a statement of what the business is). */
export function asksQuestion(text: string): boolean {
  if (text.includes("?")) return true;
  const clauses = text.split(/[.!,;:\n]+|\s(?:and|but|so|also|plus)\s/);
  return clauses.some((clause) => ASKING_CLAUSE.test(clause.trim())) || QUESTION_WORD.test(text) || REQUEST.test(text);
}

/** A question word anywhere: a message read without its punctuation ("hola where are you located") still asks. */
const QUESTION_WORD = cue`
    (?<!\b(?:exactly|just|that's|thats|is|was) )\b(?:what|whats|what's|how|hows|how's|where|why|which|who|whose|
    cuánto|cuanto|cómo|dónde|donde|cuál|cual|qué)\b|\b(?:is|are|was|were|does|do|did|can|could|will|would|
    should) (?:it|i|you|u|we|they|that|this|there|my|our|your|ur)\b
  `;

/** A clause that asks: it opens with a question word or an auxiliary before its subject. */
const ASKING_CLAUSE = cue`
    ^(?:(?:ok(?:ay)?|so|hey+|hi+|hello+|hola|yo|howdy|good (?:morning|afternoon|evening)|and|also|
    quick q(?:uestion)?|one more thing|btw|um+|hm+|well)\s+)*(?:what|whats|what's|wat|how|hows|how's|when|where|
    why|which|who|whose|whom|can|could|cann?ot|do|does|did|dont|don't|is|isn't|are|aren't|was|were|will|would|
    wont|won't|should|shall|may|might|must|have you|has|any|anything|anyone|qué|que|cuánto|cuanto|cómo|como|dónde|
    donde|cuál|cual|puedo|pueden|tienen|hay)\b
  `;
/** A request, anywhere in the message. */
const REQUEST = cue`
    \b(?:tell me|show me|give me|send me|explain|list|i need|we need|i want|we want|looking for|interested in|
    wondering|curious|question about|help me|help us|let me know|lmk|(?:i|we)'?d like|id like|(?:i|we) would like|
    wanna|please|pls|a quote|quote me)\b
  `;
/** The visitor saying what their business is or does. */
const STATES_BUSINESS = cue`
    \b(?:we (?:sell|run|own|operate|process|take|accept|do|are|have|ship|offer|make)|i (?:sell|run|own|operate|
    process|take|accept|have|make|do)|(?:i'm|im|i am) (?:a|an|the|opening|starting|launching|running|selling)|
    (?:we're|were|we are) (?:a|an|the|opening|starting|launching|running|selling)|(?:my|our) (?:business|shop|
    store|company|restaurant|practice|firm|site|website|clinic|bar|salon|agency|startup)\b)
  `;

/**
 * The moves a message that asks nothing makes, found anywhere in it (the SOCIAL patterns read whole messages): a
 * greeting opening it, thanks, a goodbye, a pause ("one sec, my bookkeeper is emailing me the export"), an
 * acknowledgement. Greetings and acknowledgements only in a message with no subject cue ("great, we'll apply tonight"
 * is answered with the application).
 */
const MOVES_IN_PASSING: { social: Social; pattern: RegExp; withCue: boolean }[] = [
  {
    social: "thanks",
    pattern: /\b(?:thanks?|thank you|thx|tysm|ty|appreciate (?:it|that|you|the help)|cheers)\b/,
    withCue: true,
  },
  {
    social: "goodbye",
    pattern:
      /\b(?:bye|goodbye|good ?night|have a (?:good|great|nice|wonderful) (?:one|day|night|evening|weekend|afternoon)|take care|logging off|signing off|gotta (?:go|run|bounce)|talk (?:to you )?(?:later|soon)|ttyl|catch you later)\W*$|(?:^|[,.!]\s*|\bnow\s)later\W*$/,
    withCue: true,
  },
  {
    social: "wait",
    pattern:
      /^(?:\W*(?:ok(?:ay)?|k|alright|cool|sure|yeah|yep)\W+)?(?:(?:one|1|a|just a) (?:sec|second|moment|min|minute)|hold on|hang on)\b|\b(?:brb|be right back|back in a (?:sec|minute|bit)|(?:give me|gimme) a (?:sec|second|moment|min|minute)|sleep on it|think it over|mull it over)\b/,
    withCue: true,
  },
  {
    social: "greeting",
    pattern:
      /^\W*(?:hi+|hiya|hello+|hey+|heya|howdy|greetings|good (?:morning|afternoon|evening|day)|(?:morning|afternoon|evening))\b/,
    withCue: false,
  },
  {
    social: "ack",
    pattern:
      /\b(?:got it|gotcha|makes sense|that (?:clears|cleared) (?:it|that|things) up|that helps|that helped|understood|fair enough|good to know|(?:that's|thats|that is) (?:exactly |just )?what i (?:needed|wanted|was looking for))\b/,
    withCue: false,
  },
];

/** The move of a message that asks nothing: `cued` says whether a subject cue is in it. */
export function moveInPassing(text: string, cued: boolean): Social | undefined {
  if (asksSomething(text)) return undefined;
  return MOVES_IN_PASSING.find(({ pattern, withCue }) => (withCue || !cued) && pattern.test(text))?.social;
}

export function detect(message: string): Detection {
  const text = normalize(message);
  const scores: Partial<Record<Topic, number>> = {};
  for (const [topic, cues] of Object.entries(CUES) as [Topic, Cues][]) {
    const strong = cues.strong.test(text) ? 2 : 0;
    const weak = cues.weak?.test(text) ? 1 : 0;
    if (strong + weak > 0) scores[topic] = strong + weak;
  }
  const qualifiers = new Set<Qualifier>();
  if (HIGH_RISK_CUE.test(text)) qualifiers.add("highRisk");
  if (CUES.isv.strong.test(text)) qualifiers.add("isv");
  if (/\b(partner\w*|referr\w*|refer)\b/.test(text)) qualifiers.add("partner");

  // "Square froze my payouts": the brand named is the visitor's old processor, not a POS or wallet question.
  // "A regular retail shop, nothing high risk": not a high-risk question.
  if (NOT_HIGH_RISK.test(text)) {
    delete scores.highRisk;
    qualifiers.delete("highRisk");
  }
  if (ACCOUNT_TROUBLE.test(text) || COMPARED_WITH.test(text)) {
    delete scores.pos;
    delete scores.paymentMethods;
  }
  // "Will my support team have to handle our merchants' issues?": a software vendor's own team, not ours to contact.
  if (qualifiers.has("isv") && /\b(our|my) (own )?(support|help)\b/.test(text)) delete scores.contact;
  // "Can we customize merchant onboarding?": a vendor onboarding its merchants, not a merchant applying.
  if (qualifiers.has("isv") && /\bonboard\w*/.test(text)) delete scores.apply;
  const ranked = (Object.entries(scores) as [Topic, number][]).sort((a, b) => b[1] - a[1]);
  const strongTopics = ranked.filter(([, score]) => score >= 2).map(([topic]) => topic);
  let topics = strongTopics.length > 0 ? strongTopics : ranked.slice(0, 1).map(([topic]) => topic);
  // "How long does high-risk approval take?" is an approval question about high-risk accounts, not two questions.
  const others = topics.filter((topic) => !STANDALONE_ONLY.includes(topic) && topic !== "industries");
  // "CBD store merchant account" is still a high-risk question: a solution or industry named with it only qualifies it.
  if (others.some((topic) => topic !== "solutions")) topics = topics.filter((topic) => !STANDALONE_ONLY.includes(topic));
  // "Solutions for e-commerce?": whether we serve that industry, not the list of every solution.
  if (
    topics.includes("industries") &&
    topics.every((topic) => ["industries", "solutions", "highRisk"].includes(topic)) &&
    !/\b(gateways?|funding|loans?|cash advance|merchant cash|working capital|merchant accounts?|online payments?)\b/.test(text)
  ) {
    topics = topics.filter((topic) => topic !== "solutions");
  }
  // An industry named with a topic qualifies it; alone it asks whether we serve that industry.
  if (topics.includes("industries") && topics.some((topic) => topic !== "industries" && topic !== "highRisk")) {
    topics = topics.filter((topic) => topic !== "industries");
  }
  // "How much can I save?" is answered by the savings reply, which carries the rate; a competitor named in a price
  // comparison ("cheaper than Square?") is not a POS question.
  if (topics.includes("savings")) {
    topics = topics.filter((topic) => topic !== "rates" && topic !== "pos" && topic !== "paymentMethods");
  }
  // "Will you sell my email?" is a privacy question, not a request for our email address.
  // "How long do you take to answer a data request?" is not an approval question either.
  if (topics.includes("privacy")) {
    topics = topics.filter((topic) => topic !== "contact" && (topic !== "approval" || /\bapprov/.test(text)));
  }
  // "What's your approval rate?" asks about approvals, not pricing.
  if (/\bapproval rates?\b/.test(text)) topics = topics.filter((topic) => topic !== "rates");
  // A statement question asks how to get one analysed; "apply" or "fees" words in it are part of that request.
  if (topics.includes("statement")) topics = topics.filter((topic) => topic !== "rates");
  // (The calculator's number, "where does that come from?", is the calculator's: not a statement's analysis.)
  if (topics.includes("analysisMethod")) {
    topics = /\b(calculators?|calc|slider|estimator)\b/.test(text) ? ["savings"] : ["analysisMethod"];
  }

  // Leading emoji or punctuation ("🙏 thank you") do not hide a greeting or thanks.
  const bare = text.replace(/^[^\p{L}\p{N}]+/u, "");
  // (Nothing but punctuation or emoji: "???" opens the conversation, a thumbs-up acknowledges.)
  const social =
    bare === ""
      ? text.includes("?")
        ? "greeting"
        : /\p{Extended_Pictographic}/u.test(text)
          ? "ack"
          : undefined
      : (SOCIAL.find(([, pattern]) => pattern.test(bare))?.[0] ?? moveInPassing(bare, topics.length > 0));
  // (A whole message that only opens the conversation asks nothing, whatever cue word it holds: "hi, anyone home?")
  if (WHOLE_GREETING.test(bare)) topics = [];
  return { topics, scores, qualifiers, social };
}

/** A message that leans on the one before it: "what about high-risk?", "and for restaurants?", "how long?". */
export function isFollowUp(message: string): boolean {
  // "k what if...", "ok so what about...": a filler before the follow-up does not hide it.
  const text = normalize(message).replace(
    /^((k|kk|ok(ay)?|cool|alright|hmm+|so|right|got it|gotcha|sure|yeah|yep|well|oh|ah|nice)[,.!]*\s+)+(?=\S)/,
    "",
  );
  const words = text.split(" ").filter(Boolean).length;
  if (
    /^(and|also|what about|how about|what if|same for|and for|for|but|ok(ay)?,? (and|what about)|then|is that|does that|do they|is it|are they|can it|can they|will it)\b/.test(
      text,
    )
  ) {
    return true;
  }
  return words <= 10 && (/\b(that|it|this|those|them|they|there)\b/.test(text) || /\bthen\W*$/.test(text));
}
