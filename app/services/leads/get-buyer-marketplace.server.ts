import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/create-db.server";
import type { LeadState } from "~/domain/leads/lead-state";
import { groupQuestionThreads, type QuestionRow, type QuestionThread } from "~/domain/leads/questions";
import { MAX_CONNECTS_PER_REQUEST } from "~/domain/leads/rules";

export interface BuyerConnection {
  vendorSlug: string;
  vendorName: string;
  state: LeadState;
  connectedAt: string;
  unlockedAt: string | null;
  withdrawnAt: string | null;
}

/** What the buyer's results page shows of the marketplace: who can be asked or connected, questions, connections. */
export interface BuyerMarketplace {
  /** Slugs of ranked vendors with an account: they can be asked and connected; the others get 'Visit website'. */
  reachable: string[];
  threads: QuestionThread[];
  connections: BuyerConnection[];
  connectsLeft: number;
  maxConnects: number;
}

/** Times come out of the JSON columns as epoch milliseconds (exact on both drivers, whatever the session time zone). */
type Millis = number;

/** The marketplace columns of `marketplaceColumns`, as both drivers return them (JSON parsed). */
export type MarketplaceColumns = {
  /** Published vendors of the stored ranking with an active member account, in no particular order. */
  reachable: string[] | null;
  questions:
    | {
        id: string;
        groupId: string;
        body: string;
        askedAt: Millis;
        answer: string | null;
        answeredAt: Millis | null;
        vendorSlug: string;
        vendorName: string;
      }[]
    | null;
  connections:
    | {
        vendorSlug: string;
        vendorName: string;
        state: LeadState;
        connectedAt: Millis;
        unlockedAt: Millis | null;
        withdrawnAt: Millis | null;
      }[]
    | null;
};

const ms = (column: ReturnType<typeof sql.raw>) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * Columns of a `buyer_requests` row named `alias` that carry its marketplace state: the ranked vendors that can be
 * reached, the buyer's questions and connections. Selected with the stored search, they cost no round trip of their
 * own (the results page used to spend four queries, three of them on this).
 */
export function marketplaceColumns(alias: string, rankedSlugs?: readonly string[]) {
  const r = sql.raw(alias);
  // The ranked slugs come from the stored results, or from the caller when it already holds them (a cached stored
  // search), which spares reading the row's results document.
  const ranked =
    rankedSlugs === undefined
      ? sql`select e ->> 'slug'
          from jsonb_array_elements(case when jsonb_typeof(${r}.results) = 'array' then ${r}.results else '[]'::jsonb end) e`
      : sql`select jsonb_array_elements_text(${JSON.stringify(rankedSlugs)}::jsonb)`;
  return sql`
    (select json_agg(v.slug) from vendors v
      where v.status = 'published'
        and v.slug in (${ranked})
        and exists (
          select 1 from vendor_members m join auth_users u on u.id = m.user_id
          where m.vendor_id = v.id and m.status = 'active')) as reachable,
    (select json_agg(json_build_object(
        'id', q.id, 'groupId', q.group_id, 'body', q.body, 'askedAt', ${ms(sql.raw("q.created_at"))},
        'answer', q.answer, 'answeredAt', ${ms(sql.raw("q.answered_at"))},
        'vendorSlug', v.slug, 'vendorName', v.name))
      from buyer_questions q join vendors v on v.id = q.vendor_id
      where q.request_id = ${r}.id) as questions,
    (select json_agg(json_build_object(
        'vendorSlug', v.slug, 'vendorName', v.name, 'state', l.state,
        'connectedAt', ${ms(sql.raw("l.created_at"))}, 'unlockedAt', ${ms(sql.raw("l.unlocked_at"))},
        'withdrawnAt', ${ms(sql.raw("l.withdrawn_at"))}) order by l.created_at)
      from leads l join vendors v on v.id = l.vendor_id
      where l.request_id = ${r}.id) as connections`;
}

const iso = (millis: Millis | null) => (millis === null ? null : new Date(millis).toISOString());

/** The marketplace state of one search from its `marketplaceColumns`, for the vendors it ranks (in their order). */
export function toBuyerMarketplace(
  columns: MarketplaceColumns,
  rankedSlugs: readonly string[],
  now: Date = new Date(),
): BuyerMarketplace {
  const reachable = new Set(columns.reachable ?? []);
  const questions: QuestionRow[] = (columns.questions ?? []).map((q) => ({
    ...q,
    askedAt: new Date(q.askedAt),
    answeredAt: q.answeredAt === null ? null : new Date(q.answeredAt),
  }));
  const connections = (columns.connections ?? []).map((c) => ({
    vendorSlug: c.vendorSlug,
    vendorName: c.vendorName,
    state: c.state,
    connectedAt: new Date(c.connectedAt).toISOString(),
    unlockedAt: iso(c.unlockedAt),
    withdrawnAt: iso(c.withdrawnAt),
  }));
  const active = connections.filter((c) => c.state !== "withdrawn").length;
  return {
    reachable: [...new Set(rankedSlugs)].filter((slug) => reachable.has(slug)),
    threads: groupQuestionThreads(questions, now),
    connections,
    connectsLeft: Math.max(0, MAX_CONNECTS_PER_REQUEST - active),
    maxConnects: MAX_CONNECTS_PER_REQUEST,
  };
}

/** The marketplace state of one stored search, on its own (one query). */
export async function getBuyerMarketplace({
  db,
  requestId,
  rankedSlugs,
  now = new Date(),
}: {
  db: Database;
  requestId: string;
  rankedSlugs: readonly string[];
  now?: Date;
}): Promise<BuyerMarketplace> {
  const [row] = await queryRows<MarketplaceColumns>(
    db,
    sql`select ${marketplaceColumns("r")} from buyer_requests r where r.id = ${requestId}`,
  );
  return toBuyerMarketplace(row ?? { reachable: null, questions: null, connections: null }, rankedSlugs, now);
}
