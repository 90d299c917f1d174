import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { testLibrary } from '../../db/schema';

export const testLibraryRepository = {
  listActive(db: Database) {
    return db
      .select({
        id: testLibrary.id,
        name: testLibrary.name,
        description: testLibrary.description,
        category: testLibrary.category,
        subCategory: testLibrary.subCategory,
        durationMinutes: testLibrary.durationMinutes,
        questionCount: testLibrary.questionCount,
      })
      .from(testLibrary)
      .where(eq(testLibrary.isActive, true))
      .orderBy(asc(testLibrary.category), asc(testLibrary.name));
  },
};
