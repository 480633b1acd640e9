import { and, asc, count, desc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "~/db/create-db.server";
import { kindProposals } from "~/db/schema";
import { foldKindText, type KindChoice, kindChoicesOf } from "~/domain/catalog/kind-choices";
import { type KindProposalInput, MAX_PENDING_KIND_PROPOSALS } from "~/domain/catalog/kind-proposal";
import { enforceRateLimit } from "~/utils/api.server";
import { AppError } from "~/utils/app-error";

/** Proposals one vendor may send per day (each one is an operator's review). */
export const KIND_PROPOSAL_LIMIT = { limit: 5, windowSeconds: 24 * 60 * 60 };

/** Kinds operators approved, oldest first. */
export async function findApprovedKinds(db: Database): Promise<{ name: string; description: string }[]> {
  return db
    .select({ name: kindProposals.name, description: kindProposals.description })
    .from(kindProposals)
    .where(eq(kindProposals.status, "approved"))
    .orderBy(asc(kindProposals.decidedAt), asc(kindProposals.id));
}

/** What a vendor can list its product under: the taxonomy's kinds and the approved ones. */
export async function findKindChoices(
  context: Pick<AppLoadContext, "db" | "matching">,
): Promise<KindChoice[]> {
  return kindChoicesOf(context.matching.vocabulary.capabilities, await findApprovedKinds(context.db));
}

/**
 * Stores a vendor's proposal (already validated with kindProposalSchema). Limited per vendor: KIND_PROPOSAL_LIMIT
 * per day and MAX_PENDING_KIND_PROPOSALS waiting at once; the same name twice from one vendor is refused.
 */
export async function proposeKind(
  context: Pick<AppLoadContext, "db" | "rateLimiter">,
  { vendorId, userId, input }: { vendorId: string; userId: string; input: KindProposalInput },
): Promise<{ id: string; name: string }> {
  await enforceRateLimit(context, { name: "kind-proposal", key: vendorId, ...KIND_PROPOSAL_LIMIT });
  const db = context.db;
  const [pending] = await db
    .select({ n: count() })
    .from(kindProposals)
    .where(and(eq(kindProposals.vendorId, vendorId), eq(kindProposals.status, "pending")));
  if ((pending?.n ?? 0) >= MAX_PENDING_KIND_PROPOSALS) {
    throw new AppError(
      "conflict",
      `You have ${MAX_PENDING_KIND_PROPOSALS} proposals waiting for review: wait for an operator's answer before proposing another kind.`,
      { fields: { kindName: "Wait for the answer to your other proposals." } },
    );
  }
  const [row] = await db
    .insert(kindProposals)
    .values({
      vendorId,
      proposedBy: userId,
      name: input.kindName,
      nameKey: foldKindText(input.kindName),
      description: input.kindDescription,
    })
    .onConflictDoNothing()
    .returning({ id: kindProposals.id, name: kindProposals.name });
  if (!row) {
    throw new AppError("conflict", `You already proposed ${input.kindName}.`, {
      fields: { kindName: `You already proposed ${input.kindName}.` },
    });
  }
  return row;
}

/** A vendor's own proposals, newest first, with their state. */
export async function findOwnKindProposals(db: Database, vendorId: string) {
  return db
    .select({
      id: kindProposals.id,
      name: kindProposals.name,
      status: kindProposals.status,
      createdAt: kindProposals.createdAt,
    })
    .from(kindProposals)
    .where(eq(kindProposals.vendorId, vendorId))
    .orderBy(desc(kindProposals.createdAt));
}
