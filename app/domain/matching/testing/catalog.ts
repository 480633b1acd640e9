import type { CatalogVendor } from "../types";
import { vendor } from "./fixtures";

/** A small catalog for ranking tests, written for them. */
export const FIXTURE_CATALOG: CatalogVendor[] = [
  vendor({
    slug: "deskly",
    name: "Deskly",
    description: "Shared inbox and support tickets for customer service teams.",
    categories: ["Help desk & ticketing"],
    features: ["Ticketing", "Single sign-on (SSO)", "Mobile app"],
    deployment_models: ["Cloud"],
    company_sizes: ["SMB", "Mid-market"],
    regions: ["Global"],
    pricing: { free_tier: false, starting_price_eur_per_year: 600, model: "per user / month" },
    founded_year: 2012,
    certifications: ["SOC 2", "GDPR"],
    verified: true,
    claimed: true,
  }),
  vendor({
    slug: "supportly",
    name: "Supportly",
    description: "Open source help desk you run on your own servers.",
    categories: ["Ticketing"],
    deployment_models: ["On-premise"],
  }),
  vendor({
    slug: "chatty",
    name: "Chatty",
    description: "Live chat widget so visitors can reach support.",
    categories: ["Live chat"],
    deployment_models: ["Cloud"],
  }),
  vendor({
    slug: "bookwell",
    name: "Bookwell",
    description: "Patients book appointments online and get SMS reminders.",
    categories: ["Appointment scheduling"],
    features: ["Online booking", "SMS reminders", "Mobile app"],
    industries: ["Healthcare"],
    deployment_models: ["Cloud", "Mobile app"],
  }),
  vendor({
    slug: "slotty",
    name: "Slotty",
    description: "A booking page for salons and studios.",
    categories: ["Appointment scheduling"],
    industries: ["Beauty & wellness"],
    deployment_models: ["Cloud"],
  }),
  vendor({
    slug: "calendo",
    name: "Calendo",
    description: "Shared calendars for teams.",
    categories: ["Calendar & Contacts"],
  }),
  vendor({
    slug: "billwise",
    name: "Billwise",
    description: "Send invoices and chase payments automatically.",
    categories: ["Invoicing & billing"],
    pricing: { free_tier: null, starting_price_eur_per_year: 30000, model: null },
  }),
  vendor({
    slug: "fleetfox",
    name: "FleetFox",
    description: "GPS fleet tracking and route planning for trucking companies.",
    categories: ["Transportation & fleet management"],
    industries: ["Logistics"],
  }),
  vendor({
    slug: "dealbook",
    name: "Dealbook",
    description: "Contacts, deals and a sales pipeline for medical device sellers.",
    categories: ["CRM"],
  }),
];
