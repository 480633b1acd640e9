import { eq } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { leads, vendors } from "~/db/schema";
import type { LeadState } from "~/domain/leads/lead-state";
import type { QuestionThread } from "~/domain/leads/questions";
import { MAX_CONNECTS_PER_REQUEST } from "~/domain/leads/rules";
import { findBuyerQuestionThreads } from "./questions.server";
import { findLeadRecipients } from "./vendor-accounts.server";

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
  const [recipients, threads, rows] = await Promise.all([
    findLeadRecipients({ db, slugs: rankedSlugs }),
    findBuyerQuestionThreads({ db, requestId, now }),
    db
      .select({
        vendorSlug: vendors.slug,
        vendorName: vendors.name,
        state: leads.state,
        createdAt: leads.createdAt,
        unlockedAt: leads.unlockedAt,
        withdrawnAt: leads.withdrawnAt,
      })
      .from(leads)
      .innerJoin(vendors, eq(vendors.id, leads.vendorId))
      .where(eq(leads.requestId, requestId))
      .orderBy(leads.createdAt),
  ]);
  const connections = rows.map((r) => ({
    vendorSlug: r.vendorSlug,
    vendorName: r.vendorName,
    state: r.state,
    connectedAt: r.createdAt.toISOString(),
    unlockedAt: r.unlockedAt?.toISOString() ?? null,
    withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
  }));
  const active = connections.filter((c) => c.state !== "withdrawn").length;
  return {
    reachable: recipients.map((r) => r.slug),
    threads,
    connections,
    connectsLeft: Math.max(0, MAX_CONNECTS_PER_REQUEST - active),
    maxConnects: MAX_CONNECTS_PER_REQUEST,
  };
}
