import { and, eq, isNotNull, like } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { authAccounts, authSessions, authTwoFactors, authUsers, authVerifications } from "~/db/schema";

/**
 * What was set on an account before its owner proved the address: every session, the password and the two-factor
 * secret. Anyone can sign up with any address, so none of these belong to the owner until the owner's click on the
 * emailed link; removing them then means an address's owner never shares the account with whoever signed it up.
 * The owner chooses a password next (`hasPassword` is false until then). Trusted-device records go too: they let
 * two-factor be skipped. One transaction: either the account is wiped of them or nothing changed.
 */
export async function revokeUnprovenCredentials(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(authSessions).where(eq(authSessions.userId, userId));
    await tx
      .update(authAccounts)
      .set({ password: null })
      .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, "credential")));
    await tx.delete(authTwoFactors).where(eq(authTwoFactors.userId, userId));
    await tx.update(authUsers).set({ twoFactorEnabled: false }).where(eq(authUsers.id, userId));
    await tx
      .delete(authVerifications)
      .where(and(like(authVerifications.identifier, "trust-device-%"), eq(authVerifications.value, userId)));
  });
}

/** Whether the account has a password to sign in with (false after the address was proven, until one is chosen). */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(
      and(
        eq(authAccounts.userId, userId),
        eq(authAccounts.providerId, "credential"),
        isNotNull(authAccounts.password),
      ),
    );
  return rows.length > 0;
}
