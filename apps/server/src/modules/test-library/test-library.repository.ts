import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { testLibrary } from '../../db/schema';

export const testLibraryRepository = {
  /**
   * The library's active tests, then the company's own active ones (custom), each group ordered by
   * category then name. Another company's tests are never listed.
   */
  listActive(db: Database, companyId: string | null) {
    const custom = sql<boolean>`${testLibrary.companyId} IS NOT NULL`;
    return db
      .select({
        id: testLibrary.id,
        name: testLibrary.name,
        description: testLibrary.description,
        category: testLibrary.category,
        subCategory: testLibrary.subCategory,
        durationMinutes: testLibrary.durationMinutes,
        questionCount: testLibrary.questionCount,
        custom,
      })
      .from(testLibrary)
      .where(
        and(
          eq(testLibrary.isActive, true),
          companyId === null
            ? isNull(testLibrary.companyId)
            : or(isNull(testLibrary.companyId), eq(testLibrary.companyId, companyId)),
        ),
      )
      .orderBy(asc(custom), asc(testLibrary.category), asc(testLibrary.name));
  },
};
