/** A candidate's sections as GET /api/candidate/sections lists them. */
export type SubmittedSection = { id: string; name: string; questionCount: number; answeredCount: number };

/** The body the runner's Submit Assessment sends once every section is submitted. */
export function submitAssessmentBody(
  candidateId: string,
  userId: string | undefined,
  sections: SubmittedSection[],
) {
  return {
    candidate_id: candidateId,
    user_id: userId,
    submission_data: {
      total_sections: sections.length,
      completed_sections: sections.length,
      total_questions: sections.reduce((n, s) => n + s.questionCount, 0),
      total_answers: sections.reduce((n, s) => n + s.answeredCount, 0),
      completion_rate: 100,
      section_details: sections.map((s) => ({
        section_id: s.id,
        section_name: s.name,
        questions_count: s.questionCount,
        answers_count: s.answeredCount,
        completion_status: 'completed',
      })),
      profile_data: {},
    },
  };
}
