import { MAX_COMPARED, MIN_COMPARED } from "~/domain/comparison/params";
import {
  ANSWER_WINDOW_MS,
  CLAIM_FAILURES_PER_HOUR,
  CONFIRMATION_WINDOW_MS,
  MAX_CONNECTS_PER_REQUEST,
  MAX_UNLOCKS_PER_REQUEST,
} from "~/domain/leads/rules";
import { RETENTION_DAYS } from "../config/retention";

/** Where the reader acts on an answer: a page of the site (optionally a section of it). */
export interface HelpLink {
  href: string;
  /** Link text, saying what the reader finds there ("Register your software"). */
  label: string;
}

/** One question of the help center, answered by the team in full sentences. */
export interface HelpEntry {
  /** Stable anchor on /help (`/help#<id>`). */
  id: string;
  question: string;
  /**
   * The answer, one string per paragraph. `{{LEAD_PRICE}}` and `{{SEARCH_RETENTION_DAYS}}` stand for values
   * the running configuration decides; they are filled in wherever the answer is shown.
   */
  answer: readonly string[];
  link: HelpLink;
  /** Other words readers use for this topic, for search only (never shown). */
  keywords?: readonly string[];
  /** Who asks this (default: the section's): a vendor asking what they pay is not asking what buyers pay. */
  audience?: HelpAudience;
}

/** The side of the marketplace a help entry answers. */
export type HelpAudience = "buyers" | "vendors";

export interface HelpSection {
  id: string;
  title: string;
  /** Who asks the section's questions; unset when both sides do. */
  audience?: HelpAudience;
  entries: readonly HelpEntry[];
}

const ANSWER_DAYS = ANSWER_WINDOW_MS / (24 * 60 * 60 * 1000);
const CONFIRM_HOURS = CONFIRMATION_WINDOW_MS / (60 * 60 * 1000);

/** The help center published at /help, and the support chat's first source of answers. */
export const HELP_CENTER: readonly HelpSection[] = [
  {
    id: "basics",
    title: "Getting started and cost",
    entries: [
      {
        id: "what-is-saasmatch",
        question: "What is SaaSMatch?",
        answer: [
          "SaaSMatch is a matching service for business software. You describe a business problem in your own words, answer five short questions, and get a ranked shortlist of software vendors from our catalog, each with the reasons it is there.",
          "There are no demos or sales calls, and you stay anonymous unless you choose to connect with a vendor.",
        ],
        link: { href: "/how-it-works", label: "How SaaSMatch works" },
      },
      {
        id: "buyer-cost",
        audience: "buyers",
        question: "Is SaaSMatch free to use for buyers?",
        answer: [
          "Yes. Searching, getting your shortlist, comparing vendors, asking vendors questions and connecting with them cost buyers nothing, and there is no paid plan for buyers.",
          "SaaSMatch is paid for by vendors, who pay a one-time fee of {{LEAD_PRICE}} to unlock the contact details of a buyer who chose to connect with them.",
        ],
        link: { href: "/form", label: "Start a free search" },
        keywords: [
          "free of charge",
          "cost of searching for software",
          "pay to search",
          "fee for buyers",
          "charge",
        ],
      },
      {
        id: "business-model",
        audience: "buyers",
        question: "How does SaaSMatch make money?",
        answer: [
          "Vendors pay for the service: a one-time fee of {{LEAD_PRICE}} for each lead they choose to unlock, that is, for the contact details of a buyer who asked to connect with them. Listing software is free, and there is no subscription or bidding.",
          "We do not sell data, show third-party advertising or take commissions on what you buy.",
        ],
        link: { href: "/for-sellers", label: "What vendors pay" },
        keywords: ["earn", "make money", "income", "business model", "funded", "who pays"],
      },
      {
        id: "who-is-it-for",
        question: "Who is SaaSMatch for?",
        answer: [
          "Buyers: businesses looking for software to solve a problem, who want an explained shortlist without talking to salespeople. Vendors: software companies that want to reach buyers who already described a need their product solves.",
        ],
        link: { href: "/for-buyers", label: "SaaSMatch for buyers" },
      },
      {
        id: "account-needed",
        audience: "buyers",
        question: "Do I need an account or an email address to search?",
        answer: [
          "No. Buyers never need an account: you can search, reopen your results and compare vendors without signing up or giving a name, email address or phone number.",
          "Only vendors have accounts, to manage their profile and their leads.",
        ],
        link: { href: "/form", label: "Search without an account" },
        keywords: ["sign up", "register as buyer", "use without registering", "login"],
      },
      {
        id: "how-long-search-takes",
        audience: "buyers",
        question: "How long does a search take?",
        answer: [
          "Filling in the form takes a minute or two: your problem in your own words, then your industry and company size, the features and deployment you need, your budget and timeline, and your region and role. The ranked shortlist is computed as soon as you submit.",
        ],
        link: { href: "/form", label: "Open the matching form" },
        keywords: ["fast", "quick", "minutes"],
      },
      {
        id: "what-the-form-asks",
        audience: "buyers",
        question: "What does the matching form ask?",
        answer: [
          "Five steps: your business problem; your industry and company size; the features you need and the deployment models you accept; your budget range and timeline; and your region and role.",
          "It never asks for your name or contact details.",
        ],
        link: { href: "/how-it-works#asked-title", label: "What the form asks" },
        keywords: ["wizard", "questionnaire", "steps", "fields"],
      },
      {
        id: "no-category-needed",
        audience: "buyers",
        question: "Do I need to know what kind of software I need?",
        answer: [
          "No. Describe what is going wrong the way you would explain it to a colleague, for example that customer emails get lost or that scheduling takes hours. The matching engine recognises from your words which kinds of software address the problem.",
        ],
        link: { href: "/form", label: "Describe your problem" },
        keywords: ["category", "plain language", "describe"],
      },
      {
        id: "compare-vendors",
        question: "Can I compare vendors side by side?",
        answer: [
          `Yes. The comparison tool puts ${MIN_COMPARED} to ${MAX_COMPARED} vendors next to each other: features, deployment, pricing, company sizes, regions and certifications, with anything the catalog does not know marked as unknown.`,
          "You can start it from your results or open it on its own.",
        ],
        link: { href: "/vendor-comparison-tool", label: "Compare vendors" },
        keywords: ["comparison", "versus", "side by side"],
      },
    ],
  },
  {
    id: "ranking",
    title: "Results and ranking",
    entries: [
      {
        id: "pay-to-rank",
        question: "Can vendors pay to rank higher?",
        answer: [
          "No. The matching engine has no input for payment: nothing a vendor pays, bids or sponsors can change its position, and there are no sponsored or promoted places in the results.",
          "Vendors pay only to unlock the contact details of a buyer who chose to connect with them, and that happens after the ranking, never inside it.",
        ],
        link: { href: "/how-ranking-works", label: "How ranking works" },
        keywords: [
          "sponsored",
          "advertising",
          "paid placement",
          "bias",
          "neutral",
          "buy position",
          "pay for a better ranking",
          "influence",
        ],
      },
      {
        id: "how-ranking-works",
        question: "How does the ranking work?",
        answer: [
          "Each vendor is scored on five factors with published weights: problem fit (how directly it addresses the problem you described), feature alignment (how many of your requested features it covers), industry relevance, qualification against your constraints (deployment, budget, company size, region and timeline) and verifiable credibility.",
          "The vendors are then listed from the highest score down, and every result shows the reasons behind its score.",
        ],
        link: {
          href: "/how-ranking-works#factors-title",
          label: "The five ranking factors and their weights",
        },
        keywords: [
          "order",
          "score",
          "calculate",
          "factors",
          "algorithm",
          "first place",
          "top result",
          "decide",
        ],
      },
      {
        id: "fit-labels",
        question: "What do Excellent fit, Good fit and Partial fit mean?",
        answer: [
          "They summarise a vendor's score and the evidence behind it. Excellent fit needs a high score, no conflict, the kind of software your description clearly names and at least half of your features confirmed in the vendor's own words; a conflict with your region, deployment or budget, such as a vendor serving only the US when you are in Europe, makes it a Partial fit, and the card says why.",
          "A ✓ on a feature shows the vendor's own words it rests on when you point at it or focus it. The exact thresholds are published with the ranking factors.",
        ],
        link: { href: "/how-ranking-works#labels-title", label: "How a fit label is earned" },
        keywords: ["label", "excellent", "partial", "good fit", "badge"],
      },
      {
        id: "ratings-in-ranking",
        question: "Do star ratings or reviews affect the ranking?",
        answer: [
          "No. SaaSMatch does not collect or rank star ratings of vendors, because they cannot be verified. Credibility is judged only on verifiable profile facts: a verified or claimed profile, how complete it is, years in business and certifications.",
          "The stars you may give your shortlist rate SaaSMatch's results, not a vendor.",
        ],
        link: { href: "/how-ranking-works#factors-title", label: "How credibility is scored" },
        keywords: ["reviews", "stars", "credibility"],
      },
      {
        id: "why-this-vendor",
        question: "Why is a vendor in my results?",
        answer: [
          "Every result explains itself: the need it answers, which of your requested features it covers, the industries it serves and any conflict with your deployment, budget, company size, region or timeline. Open the score breakdown on a result to see each factor.",
        ],
        link: { href: "/how-ranking-works#factors-title", label: "What each factor means" },
        keywords: ["explanation", "reason", "breakdown"],
      },
      {
        id: "unknown-facts",
        question: "What does 'unknown' mean on a result?",
        answer: [
          "It means the catalog does not say, for example whether a vendor serves your region. Unknown is never counted as a conflict, and we never fill a gap with a guess.",
          "Confirm anything that matters to your decision, such as pricing, deployment or certifications, with the vendor before you commit.",
        ],
        link: { href: "/about-us", label: "Why unknown is not 'no'" },
        keywords: ["missing information", "not known", "incomplete"],
      },
      {
        id: "no-matches",
        question: "What if I get no results, or none that fit?",
        answer: [
          "The engine only lists vendors with real relevance to your problem and never pads the list. If you get few or no matches, describe the problem in other words, name the kind of work the software should do, or relax a constraint such as deployment, region or budget, and search again.",
        ],
        link: { href: "/form", label: "Search again" },
        keywords: [
          "empty results",
          "no results",
          "zero matches",
          "nothing found",
          "wrong results",
          "useless",
        ],
      },
      {
        id: "how-many-results",
        question: "How many vendors does a search return?",
        answer: [
          "Up to 20, ranked from the best fit down. You often get fewer, because vendors without real relevance to your problem are left out rather than added to fill the list.",
        ],
        link: { href: "/form", label: "Run a search" },
        keywords: ["number of results", "how many matches", "count"],
      },
      {
        id: "catalog-source",
        question: "Where does the vendor information come from?",
        answer: [
          "From our vendor catalog: public facts about each product such as its description, categories, features, deployment, regions, pricing model and certifications, and from the profiles vendors keep themselves. Vendors can propose facts read from their own website, each shown with the page it came from, and nothing is added until they accept it.",
          "Vendor information can be incomplete or out of date, so check the facts that matter with the vendor.",
        ],
        link: { href: "/vendor-comparison-tool", label: "See vendors' facts side by side" },
        keywords: ["data source", "catalog", "accurate", "up to date"],
      },
      {
        id: "ai-in-matching",
        question: "Is the matching done by AI?",
        answer: [
          "Rankings are calculated by our own matching engine, which reads your problem description, recognises the kinds of software it needs and scores every vendor on five published factors. If an operator configures an optional AI language model, it may refine the ranking, and the text of your search is then sent to that model provider without any contact details.",
        ],
        link: { href: "/how-it-works", label: "How matching works" },
        keywords: ["artificial intelligence", "machine learning", "llm", "chatgpt"],
      },
      {
        id: "results-are-advice",
        question: "Is a shortlist a recommendation to buy?",
        answer: [
          "No. A shortlist is a starting point for your own evaluation, not advice to buy. SaaSMatch is not a party to any contract between you and a vendor, does not sell the vendors' software and does not give legal, financial or professional advice.",
        ],
        link: { href: "/terms-of-service", label: "Terms of Service" },
        keywords: ["advice", "guarantee", "liability", "contract"],
      },
    ],
  },
  {
    id: "privacy",
    title: "Anonymity and privacy",
    entries: [
      {
        id: "am-i-anonymous",
        audience: "buyers",
        question: "Do I stay anonymous when I search?",
        answer: [
          "Yes. A search asks for no name, email address or phone number, and the stored search holds no IP address. Vendors never learn who you are unless you choose to connect with them.",
        ],
        link: { href: "/how-it-works#anonymity-title", label: "What anonymity means" },
        keywords: ["anonymity", "identity", "know who I am", "confidential", "private"],
      },
      {
        id: "what-vendors-see",
        audience: "buyers",
        question: "What do vendors see about me?",
        answer: [
          "Before you connect, a vendor you ask a question sees only your question and an anonymised summary of your request: problem, industry, company size, budget, timeline, region, role and features. Vendors who simply appear in your results see nothing at all.",
          "If you connect with a vendor, it sees your name, work email, company and optional phone number only after it pays to unlock them, and no other vendor is shown them.",
        ],
        link: { href: "/privacy-policy", label: "Who can see your data" },
        keywords: ["visible", "what vendors learn about me", "information shared with vendors"],
      },
      {
        id: "will-vendors-call",
        audience: "buyers",
        question: "Will vendors contact me after I search?",
        answer: [
          "No, not unless you choose to connect with them. A search does not ask for your contact details, so there is nothing to pass on, and SaaSMatch never sells or shares them for marketing.",
        ],
        link: { href: "/for-buyers", label: "How buyers stay in control" },
        keywords: ["spam", "sales calls", "cold calls", "emails from vendors", "phone calls"],
      },
      {
        id: "who-sees-results",
        audience: "buyers",
        question: "Who can see my search and results?",
        answer: [
          "You, through your results link; anyone you share that link with; and the SaaSMatch operators, who run and support the service. The link holds a random identifier of 22 characters, so it cannot be guessed, but anyone who has it can open the results: share it only with people you trust.",
        ],
        link: { href: "/privacy-policy", label: "Privacy Policy" },
        keywords: ["share link", "results link", "colleague"],
      },
      {
        id: "data-sold",
        question: "Do you sell my data or use tracking cookies?",
        answer: [
          "No. We do not sell personal data, do not share it for advertising, do not show third-party advertising and do not use analytics, advertising or tracking cookies.",
        ],
        link: { href: "/privacy-policy", label: "Privacy Policy" },
        keywords: ["cookies", "tracking", "analytics", "advertising", "third parties"],
      },
      {
        id: "what-is-stored",
        question: "What data does SaaSMatch store about a search?",
        answer: [
          "What you entered in the form (problem, industry, company size, features, deployment, budget, timeline, region and role), the ranked results, the version of the matching engine and the time of the search. A search contains no name, email address or IP address.",
          "Please do not write personal details about yourself or others into the problem description.",
        ],
        link: { href: "/privacy-policy", label: "What we store" },
        keywords: ["collect", "personal data", "information kept"],
      },
      {
        id: "gdpr-rights",
        question: "How do I exercise my data protection rights?",
        answer: [
          "Use the contact form and choose the topic for privacy or data requests; we answer within 30 days. Because searches are anonymous, we can only find a search through its link, so include the link when you write.",
          "Depending on where you live you may have the right to access, correct or delete your data, to object to or restrict its processing, and to complain to a data protection authority.",
        ],
        link: { href: "/contact", label: "Send a privacy request" },
        keywords: ["gdpr", "dsgvo", "access request", "rights", "data protection"],
      },
      {
        id: "is-data-secure",
        question: "Is my data secure?",
        answer: [
          "In production SaaSMatch is served over HTTPS, so data travels encrypted. Passwords are stored only as hashes, vendor accounts can use two-factor authentication, and access to stored data is limited to the operators who run the service.",
        ],
        link: { href: "/privacy-policy", label: "Security in the Privacy Policy" },
        keywords: ["encryption", "https", "safe", "security"],
      },
    ],
  },
  {
    id: "connecting",
    title: "Asking vendors and connecting",
    audience: "buyers",
    entries: [
      {
        id: "ask-vendor-question",
        question: "Can I ask vendors a question before I share my details?",
        answer: [
          "Yes. From your results page you can ask vendors a question anonymously. They see your question and an anonymised summary of your need, never your name or email address, and their answers appear on your results page.",
          `Vendors are asked to answer within ${ANSWER_DAYS} days; a vendor that has not answered by then is shown as not having answered in time.`,
        ],
        link: { href: "/how-it-works#anonymity-title", label: "How anonymous questions work" },
        keywords: [
          "qualification questions",
          "ask before",
          "anonymous question",
          "without sharing contact details",
        ],
      },
      {
        id: "connect-with-vendor",
        question: "How do I get in touch with a vendor from my results?",
        answer: [
          `On your results page, choose Connect and pick up to ${MAX_CONNECTS_PER_REQUEST} vendors for that search. You give your name, work email, company and optionally a phone number, and agree to share them with exactly the vendors you chose.`,
          `We first email you a link to confirm your address. Only once you confirm does each chosen vendor get a lead code by email, and it sees your details only after unlocking them; a connection not confirmed within ${CONFIRM_HOURS} hours is deleted with your details.`,
          "Vendors without a SaaSMatch account cannot receive leads; use the link to their website instead.",
        ],
        link: { href: "/for-buyers", label: "How connecting works" },
        keywords: ["connect", "share my details", "reach the vendor", "contact a vendor", "talk to a vendor"],
      },
      {
        id: "connect-limit",
        question: "How many vendors can I connect with?",
        answer: [
          `Up to ${MAX_CONNECTS_PER_REQUEST} per search; a connection you withdraw does not count. At most ${MAX_UNLOCKS_PER_REQUEST} vendors can ever unlock the contact details of one search.`,
        ],
        link: { href: "/privacy-policy", label: "Questions and leads in the Privacy Policy" },
        keywords: ["maximum", "limit", "three vendors"],
      },
      {
        id: "withdraw-connection",
        question: "Can I take back my contact details after connecting?",
        answer: [
          "Yes, until that vendor unlocks them. Withdraw the connection from your results page and the contact details stored for that vendor are erased.",
          "Once a vendor has unlocked your details, it holds the copy it took under its own privacy policy, so ask that vendor directly to delete it.",
        ],
        link: { href: "/privacy-policy", label: "Withdrawing a connection" },
        keywords: ["withdraw", "cancel", "undo", "revoke", "change my mind"],
      },
      {
        id: "confirm-connection",
        question: "Why do I have to confirm my email address before vendors get my details?",
        answer: [
          "So that nobody can send vendors someone else's contact details. When you connect, we email you a link; open it and confirm, and only then is each vendor you chose told about your request. Until you confirm, no vendor sees or hears of it.",
          `The link works for ${CONFIRM_HOURS} hours. A connection not confirmed by then is deleted with the details you entered, and you can withdraw a pending connection from your results page yourself.`,
        ],
        link: { href: "/privacy-policy", label: "Questions and leads in the Privacy Policy" },
        keywords: ["confirmation link", "verify email", "double opt-in", "check your inbox", "pending"],
      },
      {
        id: "unlock-notification",
        question: "How do I know when a vendor has my details?",
        answer: [
          "We email you with the vendor's name when it unlocks your details. Your results page also lists each vendor you connected with and its state, including the date it unlocked your details.",
        ],
        link: { href: "/privacy-policy", label: "Questions and leads in the Privacy Policy" },
        keywords: ["notified", "email when unlocked"],
      },
      {
        id: "rate-shortlist",
        question: "Can I rate my shortlist?",
        answer: [
          "Yes, once per search: give 1 to 5 stars on your results page and, if you like, a comment with your name and job title. The stars count towards the average rating shown on the home page.",
          "Your comment is published only if you tick the permission to publish it and an operator approves it; you can withdraw that permission through the contact form.",
        ],
        link: { href: "/privacy-policy", label: "Ratings in the Privacy Policy" },
        keywords: ["feedback", "review", "testimonial", "stars"],
      },
    ],
  },
  {
    id: "vendors",
    title: "For vendors: getting listed",
    audience: "vendors",
    entries: [
      {
        id: "get-listed",
        question: "How do I get my software listed on SaaSMatch?",
        answer: [
          "Register your software: create a vendor account and a profile that says what your product does, who it is for, deployment, regions, pricing, integrations and certifications. The profile is saved as a draft and appears in buyers' results once you publish it from your dashboard.",
          "If your product is already in our catalog, claim its existing profile instead of creating a duplicate.",
        ],
        link: { href: "/vendor-register", label: "Register your software" },
        keywords: [
          "add my software",
          "list my product",
          "submit",
          "join as vendor",
          "onboard",
          "sell software",
        ],
      },
      {
        id: "listing-cost",
        question: "Does it cost vendors anything to list their software?",
        answer: [
          "No. Listing is free, with no subscription, no listing fee and no bidding. You pay only {{LEAD_PRICE}} for each lead you choose to unlock, and leads you do not unlock cost nothing.",
        ],
        link: { href: "/for-sellers", label: "Pricing for vendors" },
        keywords: ["vendor pricing", "listing fee", "subscription"],
      },
      {
        id: "claim-profile",
        question: "Our product is already in the catalog. How do we take over its profile?",
        answer: [
          "Claim it during registration: when your website's domain matches a catalog product, registration offers to claim that profile. The claim is confirmed at once if your account's confirmed email address is on that domain; otherwise an operator reviews it and we email you the decision.",
        ],
        link: { href: "/vendor-register", label: "Claim your profile" },
        keywords: [
          "claim listing",
          "existing profile",
          "duplicate",
          "manage listing",
          "company already listed",
        ],
      },
      {
        id: "verified-badge",
        question: "How do we get the verified badge?",
        answer: [
          "Register or claim with an email address on your website's domain and confirm it. A verified or claimed profile also counts towards credibility, one of the five ranking factors, as profile facts do; payments never do.",
        ],
        link: { href: "/vendor-register", label: "Register with your company email" },
        keywords: ["verified vendor", "badge", "verification"],
      },
      {
        id: "edit-profile",
        question: "How do I update my vendor profile?",
        answer: [
          "Sign in and edit the profile on your dashboard: description, categories, features, deployment, regions, pricing and certifications. The dashboard also shows how your card looks to a buyer whose problem matches your description.",
          "You can also have us read your website: proposals appear on the dashboard with the page and sentence each came from, and nothing is added until you accept it.",
        ],
        link: { href: "/vendor/dashboard", label: "Open your dashboard" },
        keywords: ["edit", "change profile", "correct listing", "description"],
      },
      {
        id: "hide-profile",
        question: "Can I hide my listing from search results for a while?",
        answer: [
          "Yes. Unpublish it on your dashboard and it no longer appears in buyers' results; publish it again whenever you like. To close your account and delete the profile altogether, write to us through the contact form.",
        ],
        link: { href: "/vendor/dashboard", label: "Publish or hide your profile" },
        keywords: ["unpublish", "remove listing", "take my listing offline", "draft"],
      },
      {
        id: "improve-ranking",
        question: "How can my software rank better?",
        answer: [
          "By describing it accurately and completely: what problems it solves, its categories and features, the industries, company sizes and regions it serves, deployment, pricing and certifications. The ranking reads only the buyer's answers and these public facts; no payment can improve a position.",
        ],
        link: { href: "/vendor/dashboard", label: "Complete your profile" },
        keywords: ["rank better", "visibility", "appear more", "optimize"],
      },
      {
        id: "wrong-vendor-info",
        question: "A vendor's information is wrong. How do I report it?",
        answer: [
          "Write to us through the contact form with the topic for vendor listings and corrections, naming the vendor and what is wrong. If it is your own product, sign in and correct the profile yourself, or claim it first if you have not.",
        ],
        link: { href: "/contact", label: "Report a correction" },
        keywords: ["incorrect", "outdated", "mistake", "correction"],
      },
    ],
  },
  {
    id: "leads",
    title: "For vendors: leads, lead codes and unlocking",
    audience: "vendors",
    entries: [
      {
        id: "what-is-a-lead",
        question: "What is a lead on SaaSMatch?",
        answer: [
          "A lead is a buyer who found your software among their matches and chose to connect with you. Only then is a lead created for your company, with its own lead code; you never get leads from buyers who did not choose you.",
        ],
        link: { href: "/for-sellers", label: "How leads work" },
        keywords: ["buyers", "prospects"],
      },
      {
        id: "lead-code",
        question: "What is a lead code and where do I enter it?",
        answer: [
          "A lead code is 12 characters, like K7QM-2XH9-PD4T, sent by email when a buyer connects with you and confirms their email address. Sign in and enter it on the Claim a Lead page (dashes and letter case don't matter) to see the buyer's anonymous request, your match score and how many vendors have already unlocked it.",
          "Only the vendor the lead was sent to can claim it.",
        ],
        link: { href: "/claim-lead", label: "Enter a lead code" },
        keywords: ["code", "claim lead", "redeem"],
      },
      {
        id: "no-lead-emails",
        question: "Where are lead and question emails sent, and why do I receive none?",
        answer: [
          "To your profile's contact address once its mailbox has confirmed it through the link we send, otherwise to your account's own confirmed email address. If neither is confirmed, no vendor mail is sent, so confirm the contact address from your dashboard.",
          "Your leads page lists every lead and question whether or not an email reached you.",
        ],
        link: { href: "/vendor/dashboard", label: "Confirm your contact address" },
        keywords: ["lead email", "notification", "not receiving", "contact email"],
      },
      {
        id: "lead-code-not-working",
        question: "My lead code does not work. What can I do?",
        answer: [
          "Check that you are signed in with the account of the vendor the lead was sent to, and copy the code from the email again; dashes and case don't matter. The buyer may also have withdrawn the connection or deleted the search, and then the lead no longer exists.",
          `After ${CLAIM_FAILURES_PER_HOUR} wrong codes in an hour, the page asks you to wait before trying again. If it still fails, contact us.`,
        ],
        link: { href: "/claim-lead", label: "Try the code again" },
        keywords: ["invalid code", "error", "not found", "expired"],
      },
      {
        id: "unlock-price",
        question: "How much does it cost to unlock a lead?",
        answer: [
          "A one-time payment of {{LEAD_PRICE}} per lead. It unlocks that buyer's contact details for you and nothing else is charged: no subscription and no minimum.",
          "You decide after reading the buyer's anonymous request, so you only pay for buyers worth it.",
        ],
        link: { href: "/for-sellers", label: "Pricing for vendors" },
        keywords: ["unlock fee", "lead price", "cost per lead", "paywall"],
      },
      {
        id: "how-to-unlock",
        question: "How do I unlock a buyer's contact details?",
        answer: [
          "Claim the lead with its code, read the anonymous request, then choose to unlock it and pay on the secure checkout page. After payment you see the buyer's name, work email, company and phone number if given, and a receipt you can print or save as a PDF.",
        ],
        link: { href: "/claim-lead", label: "Claim a lead" },
        keywords: ["buyer details", "buyer email", "buyer phone number", "paywall", "checkout"],
      },
      {
        id: "before-unlocking",
        question: "What can I see before I pay for a lead?",
        answer: [
          "The buyer's anonymous request (problem, industry, company size, features, budget, timeline, region and role), your match with its score, and how many vendors have already unlocked it. You never see who the buyer is before you pay.",
        ],
        link: { href: "/claim-lead", label: "Preview a lead" },
        keywords: ["preview", "anonymous request", "lead details"],
      },
      {
        id: "lead-exclusive",
        question: "Is a lead exclusive to my company?",
        answer: [
          `No. A buyer may connect with up to ${MAX_CONNECTS_PER_REQUEST} vendors per search, and at most ${MAX_UNLOCKS_PER_REQUEST} vendors can unlock the same request. Before you pay, you see how many have already unlocked it.`,
        ],
        link: { href: "/for-sellers", label: "How leads work" },
        keywords: ["exclusive", "shared lead", "competitors"],
      },
      {
        id: "answer-questions",
        question: "How do I answer a question from a buyer?",
        answer: [
          `When an anonymous buyer asks you a question, we email you, and you answer on your leads page. Answer within ${ANSWER_DAYS} days: the buyer sees your answer next to other vendors' answers with the time each took, and after ${ANSWER_DAYS} days you are shown as not having answered in time.`,
        ],
        link: { href: "/vendor/leads", label: "Your leads and questions" },
        keywords: ["buyer question", "reply", "respond"],
      },
      {
        id: "use-of-buyer-details",
        question: "What may I do with a buyer's contact details?",
        answer: [
          "Use them only to respond to that buyer's request, and handle them lawfully under your own privacy policy. Do not try to identify a buyer who has not chosen to connect, and do not send spam.",
        ],
        link: { href: "/terms-of-service", label: "Terms for vendors" },
        keywords: ["rules", "allowed", "marketing", "terms"],
      },
    ],
  },
  {
    id: "payments",
    title: "Payments and refunds",
    audience: "vendors",
    entries: [
      {
        id: "payment-methods",
        question: "How do I pay for a lead?",
        answer: [
          "On a secure checkout page from Stripe, our payment provider, opened from the lead's unlock page. SaaSMatch never sees or stores your card number.",
          "Where an installation has no payment provider configured, the checkout is a clearly labelled test page and nothing is charged.",
        ],
        link: { href: "/claim-lead", label: "Start from a lead code" },
        keywords: ["card", "stripe", "checkout", "credit card", "payment method"],
      },
      {
        id: "refunds",
        question: "Can I get a refund for a lead?",
        answer: [
          "If a lead can no longer be unlocked when your payment completes, because the buyer withdrew or deleted the request, or the most vendors allowed had already unlocked it, you are not given the details and the payment is refunded to you in full automatically.",
          "A lead you have unlocked has delivered its contact details, so it is not refunded automatically. If something went wrong, write to us through the contact form with the lead code.",
        ],
        link: { href: "/contact", label: "Ask about a payment" },
        keywords: ["money back", "refund policy", "reimburse", "chargeback", "cancel payment"],
      },
      {
        id: "receipt",
        question: "Where do I find a receipt for an unlocked lead?",
        answer: [
          "The buyer details page of every lead you unlocked shows the payment with its lead code; print it or save it as a PDF for your records. Your leads page lists all unlocked leads.",
        ],
        link: { href: "/vendor/leads", label: "Your unlocked leads" },
        keywords: ["invoice", "receipt", "vat", "bill", "accounting"],
      },
      {
        id: "subscription",
        question: "Is there a subscription or contract for vendors?",
        answer: [
          "No. There is no subscription, minimum spend or contract term. You pay once per lead you choose to unlock, and nothing else.",
        ],
        link: { href: "/for-sellers", label: "Pricing for vendors" },
        keywords: ["monthly", "plan", "commitment", "cancel subscription"],
      },
      {
        id: "payment-affects-ranking",
        question: "Does paying for leads improve my position in the results?",
        answer: [
          "No. Payments are for access to lead details and are never read by the ranking. A vendor that has paid for many leads ranks exactly as it would without paying.",
        ],
        link: { href: "/how-ranking-works", label: "How ranking works" },
        keywords: ["pay more rank", "boost"],
      },
    ],
  },
  {
    id: "accounts",
    title: "Vendor accounts, sign-in and two-factor authentication",
    audience: "vendors",
    entries: [
      {
        id: "create-account",
        question: "How do I create a vendor account?",
        answer: [
          "Register your software, which creates the account and the profile in one go, or create an account on its own first. We email you a confirmation link; open it to confirm your address, and you are signed in and can continue on your dashboard.",
        ],
        link: { href: "/vendor-register", label: "Register your software" },
        keywords: ["sign up", "signup", "new account"],
      },
      {
        id: "confirmation-email",
        question: "I did not get the confirmation email. What now?",
        answer: [
          "Check your spam folder first. Then request a new confirmation link with your email address; if that address has an account that is not confirmed yet, a new link is sent.",
        ],
        link: { href: "/vendor/verify-email", label: "Send a new confirmation link" },
        keywords: ["verify email", "activation", "link not received", "confirm address"],
      },
      {
        id: "forgot-password",
        question: "I forgot my password. How do I reset it?",
        answer: [
          "Ask for a reset link with your account's email address, then choose a new password from the link in the email. Afterwards, sign in with the new password.",
        ],
        link: { href: "/vendor/forgot-password", label: "Reset your password" },
        keywords: ["reset password", "lost password", "can't log in", "locked out"],
      },
      {
        id: "sign-in",
        question: "Where do vendors sign in?",
        answer: [
          "On the vendor sign-in page, with your account's email address and password, and the code from your authenticator app if two-factor authentication is on.",
        ],
        link: { href: "/vendor/sign-in", label: "Vendor sign-in" },
        keywords: ["login", "log in", "sign on"],
      },
      {
        id: "two-factor",
        question: "How do I turn on two-factor authentication?",
        answer: [
          "Sign in and open the account security page. Turn on two-factor authentication, scan the QR code with an authenticator app (time-based 6-digit codes), and confirm with a code from the app. From then on, every sign-in asks for a code.",
          "You also get backup codes: keep them somewhere safe, since each one signs you in once if you lose your device.",
        ],
        link: { href: "/vendor/security", label: "Account security" },
        keywords: ["2fa", "two factor", "mfa", "authenticator", "totp", "otp", "vendor account security"],
      },
      {
        id: "lost-2fa-device",
        question: "I lost the phone with my authenticator app. How do I sign in?",
        answer: [
          "Sign in with your password and enter one of your backup codes instead of an app code; each backup code works once. Then set up two-factor authentication again on the account security page with your new device.",
          "If you have no backup codes left, write to us through the contact form from your account's email address.",
        ],
        link: { href: "/vendor/security", label: "Account security" },
        keywords: ["backup code", "recovery code", "lost device", "new phone"],
      },
      {
        id: "buyer-accounts",
        audience: "buyers",
        question: "Can buyers create an account?",
        answer: [
          "No, and they do not need one. Your search lives under its private results link: bookmark it to come back later. Accounts are only for vendors.",
        ],
        link: { href: "/for-buyers", label: "SaaSMatch for buyers" },
        keywords: ["buyer login", "save search"],
      },
      {
        id: "delete-vendor-account",
        question: "How do I delete my vendor account?",
        answer: [
          "Write to us through the contact form from your account's email address and ask us to close the account and delete the profile. Meanwhile you can hide your profile from search results on your dashboard at once.",
        ],
        link: { href: "/contact", label: "Ask us to close your account" },
        keywords: ["close account", "remove account", "cancel account"],
      },
    ],
  },
  {
    id: "data",
    title: "Deleting data and how long it is kept",
    entries: [
      {
        id: "delete-search",
        audience: "buyers",
        question: "How do I delete my search?",
        answer: [
          "Open your results and use the delete button. Your answers, the results, your questions to vendors and every connection with the contact details you shared are deleted right away, and the link stops working.",
          "A search that never connected with a vendor is also deleted automatically {{SEARCH_RETENTION_DAYS}} days after it was made.",
        ],
        link: { href: "/privacy-policy", label: "Deleting a search" },
        keywords: ["erase", "remove", "forget me", "delete my data"],
      },
      {
        id: "search-retention",
        audience: "buyers",
        question: "How long do you keep my search?",
        answer: [
          "A search that never connected with a vendor is deleted automatically {{SEARCH_RETENTION_DAYS}} days after it was made. A search you connected from is kept until you delete it, because the vendors you chose need it to unlock your details.",
        ],
        link: { href: "/privacy-policy", label: "Retention in the Privacy Policy" },
        keywords: ["retention", "stored for", "kept for", "expire"],
      },
      {
        id: "lost-results-link",
        audience: "buyers",
        question: "I lost the link to my results. Can you find my search?",
        answer: [
          "No. Searches are anonymous and hold no name or email, so the link is the only way to find one; we cannot look it up for you. Run the search again, and bookmark the new results link.",
        ],
        link: { href: "/form", label: "Search again" },
        keywords: ["lost link", "recover search", "find my results"],
      },
      {
        id: "chat-retention",
        question: "Are my chat conversations stored?",
        answer: [
          "Yes, so that a conversation survives a page change or reload: your messages and the replies are stored under a random conversation id kept in your browser. A conversation is deleted automatically 30 days after its last message and is not linked to your searches.",
          "Please do not type personal details into the chat.",
        ],
        link: { href: "/privacy-policy", label: "Support chat in the Privacy Policy" },
        keywords: ["chat history", "conversation stored", "messages kept"],
      },
      {
        id: "contact-retention",
        question: "How long do you keep messages sent through the contact form?",
        answer: [
          `We store your name, email address, topic and message to answer you, and delete them ${RETENTION_DAYS.contactMessages} days after they were sent, or earlier on request.`,
        ],
        link: { href: "/privacy-policy", label: "Contact messages in the Privacy Policy" },
        keywords: ["contact data", "email kept"],
      },
      {
        id: "delete-rating",
        question: "How do I remove a rating or quote I gave?",
        answer: [
          "Ask us through the contact form, naming the rating or quote; we remove it from the site without delay. When a search is deleted, its rating stays for the average but is no longer linked to the search.",
        ],
        link: { href: "/contact", label: "Ask us to remove it" },
        keywords: ["withdraw consent", "remove quote", "testimonial"],
      },
      {
        id: "vendor-data-retention",
        question: "What happens to lead and payment records when a buyer deletes a search?",
        answer: [
          "Every connection and the contact details stored with it are deleted with the search. A vendor's payment record stays as its receipt, without the buyer's details; a vendor that had already unlocked the details holds its own copy under its own privacy policy.",
        ],
        link: { href: "/privacy-policy", label: "Questions and leads in the Privacy Policy" },
        keywords: ["payment record", "deleted buyer"],
      },
    ],
  },
  {
    id: "support",
    title: "Contact and this chat",
    entries: [
      {
        id: "talk-to-a-person",
        question: "Can I talk to a person?",
        answer: [
          "Yes. Write to the team through the contact form: choose a topic and say where we can reply, and a person reads your message and answers by email. There is no phone line or live chat with a person.",
        ],
        link: { href: "/contact", label: "Contact the team" },
        keywords: ["human", "real person", "support team", "agent", "customer service"],
      },
      {
        id: "response-time",
        question: "How quickly does the team reply?",
        answer: [
          "We read every message and reply by email to the address you gave. Privacy and data requests are answered within 30 days at the latest.",
        ],
        link: { href: "/contact", label: "Contact the team" },
        keywords: ["reply time", "response", "wait"],
      },
      {
        id: "chat-limits",
        question: "What can't the chat assistant answer?",
        answer: [
          "The chat answers from this help center and the site's own pages, and suggests vendors from the matching engine when you describe a need. It does not know vendors' current prices or contract terms, anything about your own search or account, or facts the site does not publish, such as company figures, and it cannot give legal or financial advice.",
          "When it does not know, it says so and points you to the contact form or to the vendor.",
        ],
        link: { href: "/contact", label: "Ask the team instead" },
        keywords: ["chatbot", "assistant", "mia", "limits", "unable", "cannot answer"],
      },
      {
        id: "chat-is-a-bot",
        question: "Is the chat a real person?",
        answer: [
          "No. Mia is an automated assistant. It answers from the help center and the site's pages, and never invents prices, vendors or features. To reach a person, use the contact form.",
        ],
        link: { href: "/contact", label: "Contact the team" },
        keywords: ["bot", "robot", "automated", "human"],
      },
      {
        id: "chat-finds-vendors",
        question: "Can the chat suggest software for my problem?",
        answer: [
          "Yes. Describe what your business needs, for example that you need a tool to schedule field technicians, and the chat names the top vendors the matching engine finds, with a link to the matching form already filled in for a full, explained shortlist.",
        ],
        link: { href: "/form", label: "Open the matching form" },
        keywords: ["recommend software", "suggest tool"],
      },
      {
        id: "other-languages",
        question: "Can I ask questions in other languages?",
        answer: [
          "The chat understands questions in German, French, Spanish, Italian and Dutch about how SaaSMatch works, and answers from this help center, which is written in English. The site itself is in English.",
        ],
        link: { href: "/help", label: "Help center" },
        keywords: ["german", "french", "spanish", "italian", "dutch", "translation", "language"],
      },
      {
        id: "vendor-prices",
        question: "Does SaaSMatch show how much a vendor's software costs?",
        answer: [
          "It shows the pricing information in the vendor's profile, such as its pricing model or whether there is a free plan, and checks it against the budget you give. It does not have quotes or current price lists; ask the vendor for an exact price.",
        ],
        link: { href: "/vendor-comparison-tool", label: "Compare vendors' pricing" },
        keywords: ["software price", "quote", "pricing model", "free plan"],
      },
      {
        id: "partnerships",
        question: "How do I propose a partnership or report a problem with the site?",
        answer: [
          "Use the contact form and pick the matching topic: partnerships, a question about matching, a vendor listing or correction, a privacy or data request, or something else. The team reads every message.",
        ],
        link: { href: "/contact", label: "Contact the team" },
        keywords: ["partner", "bug", "feedback", "press", "suggest a category", "missing kind of software"],
      },
      {
        id: "terms",
        question: "Where are the terms of use?",
        answer: [
          "The Terms of Service apply to buyers and vendors and are written to be read: what SaaSMatch is, how rankings work, what vendors must do, acceptable use and liability. The Privacy Policy is part of them.",
        ],
        link: { href: "/terms-of-service", label: "Terms of Service" },
        keywords: ["terms and conditions", "legal", "rules"],
      },
    ],
  },
];
