/** The seeded test_library rows (migration 0004): their ids are fixed, so code can name them. */
export const TEST_IDS = {
  bigFive: '6f1d0a3e-1b7a-4c1e-9a01-000000000001',
  workStyle: '6f1d0a3e-1b7a-4c1e-9a01-000000000002',
  situationalJudgement: '6f1d0a3e-1b7a-4c1e-9a01-000000000003',
  logicalReasoning: '6f1d0a3e-1b7a-4c1e-9a01-000000000004',
  englishGrammar: '6f1d0a3e-1b7a-4c1e-9a01-000000000005',
  englishVocabulary: '6f1d0a3e-1b7a-4c1e-9a01-000000000006',
  readingComprehension: '6f1d0a3e-1b7a-4c1e-9a01-000000000007',
  businessWriting: '6f1d0a3e-1b7a-4c1e-9a01-000000000008',
} as const;
