import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const gasStations = {
  slug: "gas-stations",
  name: "gas stations",
  seo: {
    title: "Gas Station Payment Processing",
    description:
      "Gas station payment processing for the pump and the store: EMV and contactless at the dispenser, fleet cards, pre-authorization done right and one deposit report.",
    keywords: [
      "gas station payment processing",
      "pay at the pump processing",
      "fuel merchant account",
      "EMV pump compliance",
      "fleet card acceptance",
      "gas station credit card fees",
    ],
    serviceType: "Fuel and gas station payment processing",
    audience: "Gas stations, fuel retailers and travel centers",
  },
  illustration: {
    motif: "fuel",
    detailScene: { device: "pump", screen: "hold", path: ["nfc", "fuel", "store"], record: "two-ledgers" },
  },
  hero: {
    eyebrow: "Gas Stations",
    title: "Payment Processing for Gas Stations",
    description:
      "Fuel margins are measured in cents per gallon, and card fees on a sixty-dollar fill-up can take a real share of them. We process for the forecourt and the store inside, with chip and tap at the pump, sensible pre-authorization holds and pricing built around fuel.",
    imageAlt: "Illustration of a fuel pump with its own card reader and keypad, the hose and nozzle, and an approved fill-up.",
  },
  features: {
    title: "Processing for the pump and the store",
    cards: [
      {
        icon: "fuel",
        title: "EMV and Tap at the Dispenser",
        description:
          "Chip and contactless readers at the pump shift counterfeit-card liability off your station and make skimmers far less useful to thieves.",
      },
      {
        icon: "clock",
        title: "Pre-Authorizations Done Right",
        description:
          "The pump authorizes before fueling and completes for the exact amount pumped, so customers are not left staring at an oversized hold on their debit card.",
      },
      {
        icon: "truck",
        title: "Fleet Cards Accepted",
        description:
          "Accept the fleet cards local contractors and delivery companies carry, with driver ID and odometer prompts passed to the fleet's reporting.",
      },
    ],
  },
  understanding: {
    title: "Understanding gas station payment processing",
    paragraphs: [
      "Outdoor fuel dispensers were the last part of US retail to move to chip cards, and the card networks' liability shift for them took effect in 2021. Since then, a station still reading only the magnetic stripe carries the cost of counterfeit-card fraud at the pump. Upgrading readers and your processing at the same time is usually the cheapest route to full EMV.",
      `Fuel also processes differently from the store inside. Pump sales start as a pre-authorization and complete later, fleet cards carry their own data, and the store sells coffee and snacks at tiny tickets. We price each part for what it is and report them together, with ${claims.uptime.value} platform uptime so the pumps keep taking cards at 3 a.m.`,
    ],
    benefits: [
      "Pricing that treats fuel and in-store sales as different categories",
      "EMV and contactless support for outdoor payment terminals",
      "Pre-authorization completion for the exact amount dispensed",
      "Fleet card acceptance with prompt data passed through",
      "Convenience store sales on the same processing relationship",
      "Skimming exposure reduced with chip and tap at the pump",
      `${claims.contractTerms.value} terms, so you are not locked in while fuel prices move`,
      `${claims.support.value} ${claims.support.label} for stations open all night`,
    ],
    imageAlt:
      "Illustration of a fuel pump placing a hold and capturing the smaller amount dispensed, beside separate ledgers for fuel and in-store sales.",
  },
  ctaBand: {
    title: "Protect the cents you make on every gallon",
    description:
      "Send us your last statement with fuel and store volumes. We will show you where your fees go today and what they would be with us.",
  },
  solutions: {
    title: "Payment solutions for gas stations",
    intro:
      "From a two-pump rural station to a travel center with a diesel island, these are the services we combine for fuel retailers.",
    cards: [
      {
        icon: "credit-card",
        title: "Fuel Merchant Account",
        description:
          "A merchant account underwritten for fuel, with interchange-plus pricing that separates automated-dispenser sales from in-store sales.",
      },
      {
        icon: "fuel",
        title: "Outdoor Payment Terminals",
        description: "EMV and contactless processing for pump-side readers, connected through your forecourt controller and POS.",
      },
      {
        icon: "truck",
        title: "Fleet Card Processing",
        description:
          "Acceptance of major fleet cards, with the prompts and purchase restrictions fleets set for their drivers enforced at the pump.",
      },
      {
        icon: "store",
        title: "In-Store Checkout",
        description:
          "Fast counter terminals for the convenience store, so the register and the forecourt settle in one batch and one report.",
      },
    ],
  },
  finalCta: {
    title: "Upgrade the pump and the processing together",
    description:
      "Apply today and a fuel specialist will review your dispensers, your POS and your fleet card mix before anything changes.",
  },
} satisfies Industry;
