import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { scimUser } from '../../db/schema';

export const directoryStatusRepository = {
  /**
   * Whether a company's directory (SCIM) holds this user and has deactivated them everywhere it holds them:
   * such a user signs in by no method until a directory reactivates them. A user no directory holds, or
   * one it deleted (its rows go), is not deactivated.
   */
  async deactivated(db: Executor, userId: string): Promise<boolean> {
    const result = await db.execute<{ deactivated: boolean }>(sql`
      SELECT coalesce(NOT bool_or(${scimUser.active}), false) AS deactivated
      FROM ${scimUser} WHERE ${scimUser.userId} = ${userId}`);
    return result.rows[0]?.deactivated === true;
  },
};
