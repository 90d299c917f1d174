import type { TCandidateSectionDetail, TCandidateSectionsResponse } from '@app/contracts';
import { expect } from 'vitest';
import { formQuestions } from './form-questions';
import type { TestApp, TestClient } from './helpers';

/** Every question answered: the keyed option when `right`, else the first option. */
export async function answerAndSubmit(
  t: TestApp,
  { client, candidateId, userId }: { client: TestClient; candidateId: string; userId: string },
  right: boolean,
) {
  const keys = new Map((await formQuestions(t.context.db, candidateId)).map((q) => [q.id, q.scoring]));
  const list: TCandidateSectionsResponse['sections'] = (await client.get('/api/candidate/sections')).json()
    .sections;
  for (const section of list) {
    expect((await client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    const detail: TCandidateSectionDetail = (
      await client.get(`/api/candidate/sections/${section.id}`)
    ).json();
    for (const [index, q] of detail.questions.entries()) {
      const value = right ? (keys.get(q.id)?.keyIndex ?? 1) : 0;
      const saved = await client.put(`/api/candidate/answers/${q.id}`, { value, questionIndex: index });
      expect(saved.statusCode).toBe(200);
    }
  }
  const submitted = await submitAssessment(client, candidateId, userId);
  expect(submitted.statusCode).toBe(201);
}

/** The final submission with the summary the dashboard sends; the caller checks the answer. */
export async function submitAssessment(client: TestClient, candidateId: string, userId: string) {
  const list: TCandidateSectionsResponse['sections'] = (await client.get('/api/candidate/sections')).json()
    .sections;
  return client.post('/api/submit-assessment', {
    candidate_id: candidateId,
    user_id: userId,
    submission_data: {
      total_sections: list.length,
      completed_sections: list.length,
      total_questions: 0,
      total_answers: 0,
      completion_rate: 100,
      section_details: list.map((s) => ({
        section_id: s.id,
        section_name: s.name,
        questions_count: s.questionCount,
        answers_count: s.answeredCount,
        completion_status: 'completed',
      })),
      profile_data: {},
    },
  });
}
