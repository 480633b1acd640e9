import type { BusinessProblem } from "~/domain/buyer/business-problem";

/**
 * Buyer profiles for the case studies and the testimonials fallback. They are illustrative needs written
 * by us, not customers: the shortlist each one gets is computed live by the matching engine on the current
 * catalog, so it changes when the engine or the catalog changes.
 */
export interface WorkedExample {
  id: string;
  /** Who the buyer is, in a few words. */
  buyer: string;
  headline: string;
  problem: BusinessProblem;
}

export const WORKED_EXAMPLES: WorkedExample[] = [
  {
    id: "online-shop-support",
    buyer: "A 12-person online shop",
    headline: "Customer emails about orders get lost in a shared inbox",
    problem: {
      problem:
        "Customers email us about their orders and nobody knows who answered what. Replies take days and sometimes two people answer the same customer.",
      industry: "E-Commerce",
      features: ["Shared inbox", "Canned responses"],
      timeline: "Within 1 month",
      company_size: "SMB",
      budget_range: "Below €5,000/year",
      deployment_model: ["Cloud / SaaS"],
      region_focus: "Europe",
      buyer_role: "Founder / CEO",
    },
  },
  {
    id: "clinic-appointments",
    buyer: "A physiotherapy clinic with three locations",
    headline: "Patients book by phone and miss appointments",
    problem: {
      problem:
        "Patients book appointments by phone, our receptionists are overloaded and patients often miss appointments. We want online booking and automatic reminders.",
      industry: "Healthcare",
      features: ["Online booking", "SMS reminders"],
      timeline: "1–3 months",
      company_size: "SMB",
      budget_range: "€5,000 – €20,000/year",
      deployment_model: ["Cloud / SaaS"],
      region_focus: "Europe",
      buyer_role: "Manager",
    },
  },
  {
    id: "manufacturer-payroll",
    buyer: "A 250-person manufacturer",
    headline: "Payroll and holiday requests run on spreadsheets",
    problem: {
      problem:
        "Payroll and holiday requests for our staff are handled in spreadsheets and by email. HR spends days each month checking hours and leave balances.",
      industry: "Manufacturing",
      features: ["Leave management", "Time tracking"],
      timeline: "3–6 months",
      company_size: "Mid-market",
      budget_range: "€20,000 – €50,000/year",
      deployment_model: ["Cloud / SaaS", "On-premise"],
      region_focus: "Europe",
      buyer_role: "Department head",
    },
  },
  {
    id: "agency-invoicing",
    buyer: "A 20-person design agency",
    headline: "Nobody knows which clients still owe money",
    problem: {
      problem:
        "We send invoices from a word processor and never know which clients still owe us money. Chasing late payments takes hours every month.",
      industry: "Professional Services",
      features: ["Recurring invoices", "Payment reminders"],
      timeline: "Within 1 month",
      company_size: "SMB",
      budget_range: "Below €5,000/year",
      deployment_model: ["Cloud / SaaS"],
      region_focus: "Europe",
      buyer_role: "Founder / CEO",
    },
  },
];
