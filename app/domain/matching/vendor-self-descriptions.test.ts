import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "./default-vocabulary";
import { compileVocabulary } from "./understanding/compiled-vocabulary";

// Vendors describe their kind in their own words ("Mobile inspections and audits", "Open banking APIs"): the
// vocabulary reads the vendor side with vocab.textCapabilities, and category induction relies on it to know what a
// nameless category's members are. Measured on the default catalog with scripts/vendor-text-coverage.ts; these are
// our own sentences, written the way such products present themselves.
describe("the default vocabulary reads vendors' self-descriptions as their kind", () => {
  const vocab = compileVocabulary(defaultVocabulary());
  const kinds = (text: string) =>
    vocab
      .textCapabilities(vocab.tokenizer.tokenize(text))
      .map((h) => vocab.vocabulary.capabilities[h.capability]!.id);

  it.each([
    ["ai-writing", "An AI content studio for busy e-commerce teams"],
    ["ai-writing", "AI content generation in your brand's tone for every channel"],
    ["sop-checklists", "Digital checklists and mobile inspections for frontline teams"],
    ["sop-checklists", "An audit app that runs inspections and audits on any phone"],
    ["sop-checklists", "Write your standard operating procedures once and assign them to staff"],
    ["bank-reconciliation", "Account reconciliation and transaction matching for finance teams"],
    ["bank-reconciliation", "Speeds up the month-end close for accountants"],
    ["bank-reconciliation", "Open banking APIs to connect to bank accounts across Europe"],
    ["dispatch", "Scheduling and dispatching for plumbing and HVAC contractors"],
    ["dispatch", "Job management software that follows jobs from quote to invoice"],
    ["mrp", "Cloud MRP with bills of materials and production batches for small makers"],
    ["mrp", "A manufacturing ERP for machine shops"],
    ["ci-cd", "Continuous integration and delivery that builds, tests and deploys every commit"],
    ["ci-cd", "GitOps continuous delivery for your clusters"],
    ["mobile-app-builder", "A drag-and-drop builder for native mobile apps"],
    ["mobile-app-builder", "A toolkit for cross-platform apps from one codebase"],
    ["directory-services", "A lightweight LDAP server to keep users and groups in one place"],
    ["directory-services", "A cloud directory that replaces your Active Directory"],
    ["nutrition", "Calorie counting and macro tracking with a food database"],
    ["nutrition", "Meal plans and nutrition coaching for dietitians and their clients"],
    ["container-orchestration", "Managed Kubernetes clusters in every region"],
    ["container-orchestration", "A web interface for container management on Docker hosts"],
    ["rpa", "Software bots that take over repetitive browser tasks"],
    ["procurement-sourcing", "Run RFQs, reverse auctions and public tenders in one place"],
    ["network-storage", "Turn an old PC into a NAS with shared folders"],
    ["vps-cloud", "Virtual servers and bare metal in data centres worldwide"],
    ["link-management", "Short links on your own branded domains"],
    ["travel-agency", "Itineraries and proposals for independent travel advisors"],
    ["graphic-design", "A vector editor for logos and illustrations"],
    ["access-control", "Video intercoms and access cards for apartment buildings"],
    ["wiki-team", "A self-hosted wiki for your documentation"],
    ["journaling", "A private journal app with prompts and a mood tracker"],
    ["ide", "An extensible IDE for Java and Kotlin"],
    ["event-registration", "Registration pages and badge printing for trade shows"],
    ["photo-library", "A self-hosted photo gallery with albums and face search"],
    ["photo-library", "Photo backup and photo management for the whole family"],
    ["docs-tools", "Product documentation and an API reference, published from Git"],
    ["docs-tools", "Build documentation sites from Markdown with versioning"],
    ["markdown-editors", "A markdown editor that keeps your notes in plain files"],
    ["power-dialer", "A parallel dialer for outbound sales teams"],
    ["localization-platform", "Translation management for app strings, with continuous localization"],
    ["whistleblowing", "A secure whistleblowing channel where staff report concerns anonymously"],
    ["video-surveillance", "Record IP cameras on your own NVR with motion alerts"],
    ["video-surveillance", "CCTV software for shops and warehouses"],
    ["union-association", "Membership, dues and elections for labour unions"],
    ["employee-onboarding", "New hires finish their paperwork on their phones"],
    ["real-estate-crm", "A real estate CRM that routes portal leads to agents"],
    ["online-ordering", "Digital ordering for multi-location restaurant brands"],
    ["investor-crm", "Deal flow and portfolio monitoring for venture capital firms"],
    ["encrypted-file-sharing", "Send large files with end-to-end encrypted file sharing"],
    ["attribution", "Mobile attribution that ties app installs to campaigns"],
    ["whatsapp-messaging", "A shared WhatsApp inbox for sales and support teams"],
    ["scheduling-polls", "Date polls that help a group agree on an evening"],
    ["lending", "Loan origination and loan servicing for community banks"],
    ["customer-identity", "Authentication APIs with passwordless authentication for your web app"],
    ["api-testing", "Send requests, write API tests and run mock servers"],
    ["fpa", "Budgeting and forecasting on top of your spreadsheets"],
    ["fpa", "FP&A for mid-sized finance teams"],
    ["apm", "Full-stack observability with real user monitoring"],
    ["siem", "An open-source SIEM with threat detection on every endpoint"],
    ["ipaas", "Two-way sync between your project tools and CRM"],
    ["internal-tools", "Generate admin panels on top of your database"],
    ["investment-tracking", "See your net worth and track stocks across brokers"],
    ["tms", "Transportation management for freight brokers and trucking companies"],
    ["crowdfunding", "Equity crowdfunding for startups and their customers"],
    ["bookmarks", "A bookmark manager that archives the pages you save"],
    ["reputation-management", "Review requests by text, so more customers leave Google reviews"],
    ["drone-survey", "Plan drone flights and turn the images into maps"],
    ["in-app-messaging", "In-app announcements and an in-app news feed for your product updates"],
    ["cpaas", "Communications APIs for SMS, voice and verification"],
    ["legal-billing", "Time entry and billing for law firms"],
    ["contractor-management", "Onboard and pay freelancers and independent contractors worldwide"],
    ["school-admissions", "An admissions CRM for private schools"],
    ["hoa-management", "Dues, votes and notices for self-managed HOAs"],
    ["family-organizer", "A family calendar with shared lists"],
    ["email-hosting", "A fast IMAP and POP3 server with quotas and full-text search"],
    ["email-hosting", "Lightweight mail transfer agent for small organisations"],
    ["fitness-tracking", "A workout log with a step counter and sleep tracking"],
    ["remote-desktop", "Remote control software for IT teams supporting field staff"],
  ])("%s: %s", (kind, text) => {
    expect(kinds(text)).toContain(kind);
  });

  it("reads a workout log as fitness tracking, not as medical records software", () => {
    expect(kinds("A workout log with a step counter and sleep tracking")).not.toContain("ehr-practice");
    expect(kinds("A self-hosted activity tracker for runners and cyclists")).not.toContain("ehr-practice");
  });
});
