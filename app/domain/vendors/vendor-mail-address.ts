/** What decides where a vendor's mail may go: the profile's contact address and the managing account's own. */
export interface VendorMailboxFacts {
  /** The profile's "contact email for leads", as the vendor typed it. */
  contactEmail: string | null;
  /** The contact address whose mailbox opened our confirmation link, if any. */
  contactEmailConfirmed: string | null;
  /** The address of the account that manages the vendor. */
  accountEmail: string;
  /** The account's address is confirmed (its owner opened the sign-up link). */
  accountEmailVerified: boolean;
}

const normal = (email: string | null | undefined) => email?.trim().toLowerCase() || null;

/**
 * The one address vendor mail (new leads, buyers' questions) is sent to: the contact address once its mailbox has
 * confirmed it (or when it is the account's own confirmed address), otherwise the account's confirmed address.
 * Null when neither is confirmed: nothing is sent to an address nobody proved, so a vendor cannot point buyers'
 * messages at a third party by typing its address.
 */
export function vendorMailAddress(facts: VendorMailboxFacts): string | null {
  const account = facts.accountEmailVerified ? normal(facts.accountEmail) : null;
  const contact = normal(facts.contactEmail);
  if (contact && (contact === normal(facts.contactEmailConfirmed) || contact === account)) return contact;
  return account;
}

/** The contact address is proven: vendor mail goes to it rather than to the account's address. */
export function contactEmailConfirmed(facts: VendorMailboxFacts): boolean {
  const contact = normal(facts.contactEmail);
  return contact !== null && vendorMailAddress(facts) === contact;
}
