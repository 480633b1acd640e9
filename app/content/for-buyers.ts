/** Copy of /for-buyers: what a buyer gets, what it costs them, and honest answers to common questions. */
export const FOR_BUYERS = {
  title: "Find software that solves your problem, without the sales runaround",
  intro:
    "SaaSMatch is free for buyers. Describe what is going wrong in your business, answer five short questions, and get a ranked shortlist of vendors with the reasons for each, without giving your name or talking to a salesperson.",
  benefits: [
    {
      title: "Start from the problem",
      text: "Write it the way you would explain it to a colleague. You do not need to know the software category; the engine recognises it from your words.",
    },
    {
      title: "See why each vendor fits",
      text: "Every match shows the need it answers, which of your features it covers, the industries it serves and any conflict with your deployment, budget, size, region or timeline.",
    },
    {
      title: "Rankings that cannot be bought",
      text: "Vendors cannot pay for a better position. The five ranking factors and their weights are published.",
    },
    {
      title: "Stay anonymous",
      text: "No account, email or phone number is needed. Vendors learn who you are only if you decide to connect.",
    },
    {
      title: "Compare side by side",
      text: "Put two to four vendors next to each other: features, deployment, pricing, company sizes, regions and certifications, with unknowns marked as unknown.",
    },
    {
      title: "Delete it when you are done",
      text: "Your search is kept under a private link so you can come back to it, deleted automatically after a retention period, or by you at any time.",
    },
  ],
  faq: [
    {
      question: "What does it cost?",
      answer:
        "Nothing. Searching, comparing and reopening your results are free for buyers. Vendors pay a one-time fee to see the contact details of a buyer who has chosen to connect with them; that payment never affects rankings.",
    },
    {
      question: "Will vendors contact me?",
      answer:
        "Not unless you choose to connect with one. Searching does not ask for your contact details, so there is nothing to pass on.",
    },
    {
      question: "How good are the matches?",
      answer:
        "They are as good as the catalog's information about each vendor and as clear as your problem description. Each match shows its reasons, including what is unknown, so you can judge it. Always confirm important facts, such as pricing and deployment, with the vendor.",
    },
    {
      question: "What if nothing fits?",
      answer:
        "The engine only returns vendors with real relevance to your problem; it never pads the list. If few or no vendors match, try describing the problem differently or relaxing a constraint.",
    },
  ],
} as const;
