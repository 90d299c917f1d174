const outOf100 = (score: number) => `${Math.round(score)}/100`;

/** The note's plain text (Lever shows notes as plain text): overall and per-section scores, and the link. */
export function resultNote(input: {
  assessmentName: string;
  totalScore: number | null;
  sectionScores: Record<string, number>;
  reportUrl: string;
}): string {
  return [
    `HireAssess result: ${input.assessmentName}`,
    `Overall: ${input.totalScore === null ? 'not scored' : outOf100(input.totalScore)}`,
    ...Object.entries(input.sectionScores).map(([section, score]) => `${section}: ${outOf100(score)}`),
    `Report: ${input.reportUrl}`,
  ].join('\n');
}
