import { and, eq, like } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { verification } from '../../db/schema';
import { RESET_PASSWORD_PREFIX } from './reset-links';

export const resetLinksRepository = {
  /**
   * Every link of the user that could still set a password (invitation or "Forgot password?"). Called once
   * the owner has set one: a link issued before, say one an admin copied while the account was new, must
   * not set another over the owner's.
   */
  async revokeAll(db: Executor, userId: string): Promise<void> {
    await db
      .delete(verification)
      .where(and(eq(verification.value, userId), like(verification.identifier, `${RESET_PASSWORD_PREFIX}%`)));
  },
};
