import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/db/create-db.server";
import type { LeadState } from "~/domain/leads/lead-state";
import { groupQuestionThreads, type QuestionRow, type QuestionThread } from "~/domain/leads/questions";
import {
  confirmationDeadline,
  MAX_CONNECTS_PER_REQUEST,
  WITHDRAWAL_REFUND_WINDOW_MS,
  withinWithdrawalRefundWindow,
} from "~/domain/leads/rules";

export interface BuyerConnection {
  vendorSlug: string;
  vendorName: string;
  state: LeadState;
  connectedAt: string;
  unlockedAt: string | null;
  withdrawnAt: string | null;
  /** While the buyer has not confirmed their email: the last moment they can. */
  confirmBy: string | null;
  /** An unlocked lead the buyer can still withdraw (its vendor refunded): until when; null otherwise. */
  withdrawUntil: string | null;
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

/** The marketplace columns of `buyer_request_view`, as both drivers return them (JSON parsed). */
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

/** A stored search's row from `buyer_request_view` (migration 0010): its marketplace columns, and the search itself
 * when it was asked for. */
export type BuyerRequestViewRow = MarketplaceColumns & {
  problem: unknown;
  results: unknown;
  interpretation: unknown;
  created_ms: number | null;
};

/**
 * Reads one stored search through the `buyer_request_view` function (migration 0010), whose statements keep their
 * plans for the session: its marketplace state, and the search itself unless `rankedSlugs` (the slugs of its stored
 * ranking, when the caller already holds them) is given. Null when the search does not exist.
 */
export async function readBuyerRequestView(
  db: Database,
  requestId: string,
  rankedSlugs?: readonly string[],
): Promise<BuyerRequestViewRow | null> {
  const ranked = rankedSlugs === undefined ? null : JSON.stringify(rankedSlugs);
  const [row] = await queryRows<BuyerRequestViewRow>(
    db,
    sql`select * from buyer_request_view(${requestId}, ${ranked}::jsonb)`,
  );
  return row ?? null;
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
    confirmBy: c.state === "pending" ? confirmationDeadline(new Date(c.connectedAt)).toISOString() : null,
    // The unlock and the payment are stamped in one transaction with the same time.
    withdrawUntil:
      c.state === "unlocked" &&
      c.unlockedAt !== null &&
      withinWithdrawalRefundWindow(new Date(c.unlockedAt), now)
        ? new Date(c.unlockedAt + WITHDRAWAL_REFUND_WINDOW_MS).toISOString()
        : null,
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
  const row = await readBuyerRequestView(db, requestId, rankedSlugs);
  return toBuyerMarketplace(row ?? { reachable: null, questions: null, connections: null }, rankedSlugs, now);
}
