import { RELATED_CATEGORY_AFFINITY, STRONG_CUE_WEIGHT } from "../constants";
import { DOCS_PER_STEP, type Steps } from "./steps";
import type { VendorEntry } from "./vendor-entry";

/** What category induction applies (`EngineOptions.indexing`; see there for meaning, range and default). */
export interface InductionOptions {
  /** A kind must be described by at least this share of a category's members. */
  inductionMinShare: number;
  /** … and by at least this many members. */
  inductionMinMembers: number;
  /** A category too small for that many members to be the share means a kind this many members name surely. */
  inductionSmallMinMembers: number;
  /** A category no kind reaches the share of means its most described kind at this share … */
  inductionLeadMinShare: number;
  /** … leading the next kind by this factor. */
  inductionLeadMargin: number;
  /** A narrower neighbour of an induced kind needs this share of the members (and as many members). */
  inductionNarrowerMinShare: number;
  /** Affinity of an induced kind for every member of the category, whether or not it describes itself so. */
  inductionAffinity: number;
  /** A member naming the kind only elsewhere in its own text (not where it says what it is) counts this vote. */
  inductionTextVote: number;
  /** Affinity a vendor without any category of a known kind gets for the kinds it describes itself as. */
  ownKindAffinity: number;
}

/** Per document, the capabilities its categories mean (ascending) and their affinities. */
export interface CategoryCapabilities {
  caps: readonly Int32Array[];
  affinity: ReadonlyArray<ArrayLike<number>>;
  /** Per document, the feature concepts it states or its kinds imply (ascending). */
  features: readonly Int32Array[];
  /** Per category id (the indexer's) with any, the kinds induced for it, most described first. */
  induced: ReadonlyMap<number, readonly number[]>;
  /**
   * Per nameless category id (the indexer's) with any, the share of its members describing themselves as each kind
   * that at least `inductionMinMembers` of them name (induced or not): how much of the category is of the kind.
   */
  shares: ReadonlyMap<number, ReadonlyMap<number, number>>;
  /**
   * Per document, the kinds it has by induction or by its own words alone, not by a category naming them
   * (ascending), and per kind whether the vendor is *stated* to be of it (`inducedKindStated` 1): a category of it
   * was induced to mean the kind and its own tagline or first sentence names the kind with a strong cue, so the
   * catalog and the vendor agree. A kind given by the category's share alone, or by the vendor's own words
   * without any category behind them, is 0 (loose). Fit labels read it (`explain`, ADR 018).
   */
  inducedKinds: readonly Int32Array[];
  inducedKindStated: readonly Uint8Array[];
}

/** How surely a detection names its capability, 0..1: a strong cue as written counts fully. */
const sure = (strength: number) => Math.min(1, strength / STRONG_CUE_WEIGHT);

/**
 * Category induction: the catalog's own categories made meaningful when their names are not. A category whose
 * name maps to no capability at affinity 1 (`known[id]` 0: the vocabulary does not list it and its name does not
 * read as a kind) means the capabilities a large enough share of its members describe themselves as — named in a
 * member's tagline or first description sentence (one vote, times how surely), or only elsewhere in its own text
 * (`inductionTextVote`). A category no kind reaches that share of means its most described kind when that kind
 * reaches a smaller share (`inductionLeadMinShare`, and as many members) and leads every other kind its members
 * name by `inductionLeadMargin` times: its members describe themselves loosely, but as nothing else more (a
 * category split between kinds still induces nothing). A category too small for `inductionMinMembers` to be that
 * share of it means the one kind `inductionSmallMinMembers` of its members (and the share, and half of those naming
 * any kind) name with a strong cue where they say what they are (`agreedBySmallCategory`). A category induced to mean a kind also means each narrower
 * neighbour of it (`narrower`) that `inductionNarrowerMinShare` of its members name, when at least half of those
 * votes come from members also naming the broad kind. Its members then get that capability as a vendor of a named
 * category gets its kind: every member at `inductionAffinity`, those that say less of themselves as much as those
 * that name the kind (the members' words taught the category its kind; the category then speaks for each member,
 * as a named one does); and, as a named category's members are, they are
 * neighbours (`RELATED_CATEGORY_AFFINITY` times that) of the kinds listing the induced kind as related
 * (`neighbours`). A vendor left without any category of a known or
 * induced kind gets the kinds it describes itself as, at `ownKindAffinity` × how surely. The members of a category
 * with an induced kind also have the features the kind implies (`impliedFeatures`), as the members of a category
 * naming the kind have them by definition (`featureImpliedBy`). Recomputed at every
 * snapshot from the vendors' entries (one pass over the documents to count, one to place); documents it changes
 * nothing for share their entry's arrays.
 */
export function* induceCategoryCapabilities(
  docEntries: readonly VendorEntry[],
  known: Uint8Array,
  options: InductionOptions,
  impliedFeatures: (capability: number) => readonly number[],
  neighbours: (capability: number) => readonly number[] = () => [],
  narrower: (capability: number) => readonly number[] = () => [],
): Steps<CategoryCapabilities> {
  const N = docEntries.length;
  const members = new Int32Array(known.length);
  const votes = new Map<number, Map<number, { vote: number; voters: number }>>();
  const own = new Map<number, number>();
  /** Per nameless category id, its members' document ids. */
  const memberDocs = new Map<number, number[]>();
  for (let d = 0; d < N; d++) {
    const e = docEntries[d]!;
    let described: Map<number, number> | null = null;
    for (let i = 0; i < e.categories.length; i++) {
      const c = e.categories[i]!;
      if (known[c]) continue;
      members[c]!++;
      let docs = memberDocs.get(c);
      if (!docs) {
        docs = [];
        memberDocs.set(c, docs);
      }
      docs.push(d);
      described ??= selfDescribed(e, options.inductionTextVote, own);
      let tally = votes.get(c);
      if (!tally) {
        tally = new Map();
        votes.set(c, tally);
      }
      for (const [capability, vote] of described) {
        const t = tally.get(capability);
        if (t) {
          t.vote += vote;
          t.voters++;
        } else tally.set(capability, { vote, voters: 1 });
      }
    }
    if (d % DOCS_PER_STEP === DOCS_PER_STEP - 1) yield;
  }

  /** Whether at least half of the votes for the narrower kind come from members naming the broad one too. */
  const underBroad = (docs: readonly number[], narrow: number, broad: number) => {
    let both = 0;
    let narrowVotes = 0;
    for (const d of docs) {
      const described = selfDescribed(docEntries[d]!, options.inductionTextVote, own);
      const n = described.get(narrow) ?? 0;
      if (n === 0) continue;
      narrowVotes += n;
      if ((described.get(broad) ?? 0) > 0) both += n;
    }
    return both >= 0.5 * narrowVotes;
  };
  /** Per category id, its induced kinds and the share of its members describing each. */
  const induced = new Map<number, Array<{ capability: number; share: number }>>();
  const shares = new Map<number, Map<number, number>>();
  const minMembers = Math.max(1, options.inductionMinMembers);
  if (options.inductionAffinity > 0) {
    for (const [c, tally] of votes) {
      const kinds: Array<{ capability: number; share: number }> = [];
      let lead: { capability: number; share: number } | null = null;
      for (const [capability, { vote, voters }] of tally) {
        if (voters < minMembers) continue;
        const share = Math.min(1, vote / members[c]!);
        let described = shares.get(c);
        if (!described) {
          described = new Map();
          shares.set(c, described);
        }
        described.set(capability, share);
        if (share >= options.inductionMinShare) kinds.push({ capability, share });
        if (!lead || share > lead.share) lead = { capability, share };
      }
      if (kinds.length === 0 && members[c]! * options.inductionMinShare < minMembers)
        kinds.push(...agreedBySmallCategory(docEntries, memberDocs.get(c)!, options));
      if (kinds.length === 0 && lead && lead.share >= options.inductionLeadMinShare) {
        // The most described kind, when it leads every other kind its members name (however few) clearly.
        let next = 0;
        for (const [capability, { vote }] of tally)
          if (capability !== lead.capability) next = Math.max(next, Math.min(1, vote / members[c]!));
        if (lead.share >= options.inductionLeadMargin * next) kinds.push(lead);
      }
      // A category of a broad kind whose members often name a narrower kind under it means that kind too: the
      // broad kind is the one every member shares, the narrower one what the category is about.
      const broad = kinds.length;
      for (let i = 0; i < broad; i++) {
        for (const capability of narrower(kinds[i]!.capability)) {
          const share = shares.get(c)?.get(capability) ?? 0;
          if (share < options.inductionNarrowerMinShare || kinds.some((k) => k.capability === capability))
            continue;
          if (underBroad(memberDocs.get(c)!, capability, kinds[i]!.capability))
            kinds.push({ capability, share });
        }
      }
      if (kinds.length > 0) induced.set(c, kinds);
    }
  }
  yield;

  const caps = new Array<Int32Array>(N);
  const features = new Array<Int32Array>(N);
  const extra = new Set<number>();
  const affinity = new Array<ArrayLike<number>>(N);
  const merged = new Map<number, number>();
  const raise = (capability: number, a: number) => {
    if (a > (merged.get(capability) ?? 0)) merged.set(capability, a);
  };
  const inducedKinds = new Array<Int32Array>(N);
  const inducedKindStated = new Array<Uint8Array>(N);
  /** Per kind the document has by induction or its own words: 1 when stated, 0 when loose. */
  const evidence = new Map<number, number>();
  const attest = (capability: number, stated: number) => {
    if (stated >= (evidence.get(capability) ?? 0)) evidence.set(capability, stated);
  };
  for (let d = 0; d < N; d++) {
    const e = docEntries[d]!;
    caps[d] = e.categoryCaps;
    affinity[d] = e.categoryAffinity;
    features[d] = e.features;
    extra.clear();
    evidence.clear();
    let kindKnown = false;
    let changed = false;
    for (let i = 0; i < e.categories.length; i++) {
      const c = e.categories[i]!;
      if (known[c]) kindKnown = true;
      const kinds = induced.get(c);
      if (!kinds) continue;
      if (!changed) {
        changed = true;
        startFrom(e, merged);
      }
      // What the category means, every member is, as every member of a named category is of its kind: the kind
      // was learnt from what its members say of themselves, and a member that says less is no less of it.
      for (const { capability } of kinds) {
        const a = options.inductionAffinity;
        raise(capability, a);
        // As a category named by the kind is a neighbour of the kinds that list it among their related categories.
        for (const n of neighbours(capability)) raise(n, RELATED_CATEGORY_AFFINITY * a);
        attest(capability, headNamesSurely(e, capability) ? 1 : 0);
        // A member is of the kind, as a member of a named category is: it has the features the kind implies.
        for (const f of impliedFeatures(capability)) extra.add(f);
      }
    }
    if (!changed && !kindKnown && options.ownKindAffinity > 0 && e.headCaps.length > 0) {
      changed = true;
      startFrom(e, merged);
      for (let i = 0; i < e.headCaps.length; i++) {
        const how = sure(e.headStrength[i]!);
        raise(e.headCaps[i]!, options.ownKindAffinity * how);
        // The vendor's word alone, with no category behind it: a loose match at most.
        if (how >= 1) attest(e.headCaps[i]!, 0);
      }
    }
    if (evidence.size === 0) {
      inducedKinds[d] = NO_KINDS;
      inducedKindStated[d] = NOT_STATED;
    } else {
      const sorted = [...evidence].sort((a, b) => a[0] - b[0]);
      inducedKinds[d] = Int32Array.from(sorted, (x) => x[0]);
      inducedKindStated[d] = Uint8Array.from(sorted, (x) => x[1]);
    }
    if (changed) {
      const sorted = [...merged].sort((a, b) => a[0] - b[0]);
      caps[d] = Int32Array.from(sorted, (x) => x[0]);
      affinity[d] = sorted.map((x) => x[1]);
    }
    if (extra.size > 0) {
      for (let i = 0; i < e.features.length; i++) extra.add(e.features[i]!);
      if (extra.size > e.features.length) features[d] = Int32Array.from([...extra].sort((a, b) => a - b));
    }
    if (d % DOCS_PER_STEP === DOCS_PER_STEP - 1) yield;
  }
  const kindsByCategory = new Map<number, number[]>();
  for (const [c, kinds] of induced)
    kindsByCategory.set(
      c,
      [...kinds].sort((a, b) => b.share - a.share || a.capability - b.capability).map((k) => k.capability),
    );
  return { caps, affinity, features, induced: kindsByCategory, shares, inducedKinds, inducedKindStated };
}

const NO_KINDS = new Int32Array(0);
const NOT_STATED = new Uint8Array(0);

/** Whether the vendor's tagline or first description sentence names the kind with a strong cue as written. */
function headNamesSurely(e: VendorEntry, capability: number): boolean {
  for (let i = 0; i < e.headCaps.length; i++)
    if (e.headCaps[i] === capability) return sure(e.headStrength[i]!) >= 1;
  return false;
}

/** `merged` set to the capabilities the vendor's own categories mean. */
function startFrom(e: VendorEntry, merged: Map<number, number>): void {
  merged.clear();
  for (let j = 0; j < e.categoryCaps.length; j++) merged.set(e.categoryCaps[j]!, e.categoryAffinity[j]!);
}

/**
 * The kind a category too small for the share rule's member count means: the one kind that at least
 * `inductionSmallMinMembers` of its members, and `inductionMinShare` of them, name with a strong cue as written in
 * their tagline or first sentence, where a catalog entry says what the product is. Weak cues and words elsewhere in
 * the text do not count. The kind must be what the members that say what they are mostly are: named by at least half
 * of the members naming any kind so (two podcast hosts among five members that each name another kind are no category
 * of podcast software; each member keeps its own words). When two kinds are so named, the category means the one
 * that leads the other by `inductionLeadMargin` once each member's vote is split among the kinds it names: a member
 * naming one kind says what it is, one listing several ("email, contacts and calendar server", "a CalDAV, CardDAV and
 * LDAP gateway") lists what it handles. Otherwise the category is split and means neither.
 */
function agreedBySmallCategory(
  docEntries: readonly VendorEntry[],
  docs: readonly number[],
  options: InductionOptions,
): Array<{ capability: number; share: number }> {
  if (options.inductionSmallMinMembers < 1) return [];
  const named = new Map<number, number>();
  const weight = new Map<number, number>();
  const kinds: number[] = [];
  let describing = 0;
  for (const d of docs) {
    const e = docEntries[d]!;
    kinds.length = 0;
    for (let i = 0; i < e.headCaps.length; i++) if (sure(e.headStrength[i]!) >= 1) kinds.push(e.headCaps[i]!);
    if (kinds.length === 0) continue;
    describing++;
    for (const k of kinds) {
      named.set(k, (named.get(k) ?? 0) + 1);
      weight.set(k, (weight.get(k) ?? 0) + 1 / kinds.length);
    }
  }
  const agreed: Array<{ capability: number; share: number; weight: number }> = [];
  for (const [capability, n] of named) {
    const share = n / docs.length;
    if (n >= options.inductionSmallMinMembers && share >= options.inductionMinShare && 2 * n >= describing)
      agreed.push({ capability, share, weight: weight.get(capability)! });
  }
  if (agreed.length === 0) return [];
  agreed.sort((a, b) => b.weight - a.weight || a.capability - b.capability);
  const [first, second] = agreed;
  if (second && first!.weight < options.inductionLeadMargin * second.weight) return [];
  return [{ capability: first!.capability, share: first!.share }];
}

/** A member's votes: each kind it describes itself as, by how surely and where it says so. */
function selfDescribed(e: VendorEntry, textVote: number, out: Map<number, number>): Map<number, number> {
  out.clear();
  // A kind the head names only as what the vendor serves ("a help desk for Shopify merchants") is no vote, however
  // often the rest of its text names that context.
  if (textVote > 0)
    for (let i = 0; i < e.textCaps.length; i++)
      if (!e.servedCaps.includes(e.textCaps[i]!))
        out.set(e.textCaps[i]!, textVote * sure(e.textStrength[i]!));
  for (let i = 0; i < e.headCaps.length; i++) {
    const vote = sure(e.headStrength[i]!);
    if (vote > (out.get(e.headCaps[i]!) ?? 0)) out.set(e.headCaps[i]!, vote);
  }
  return out;
}
