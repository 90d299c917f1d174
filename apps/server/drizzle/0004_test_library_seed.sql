-- The test library of SPEC.md section 3: four psychometric and four English tests. Their item banks
-- and blueprints come with the assessment engine; a later migration may edit these rows, never the ids.
INSERT INTO "test_library" ("id", "name", "description", "category", "sub_category", "duration_minutes", "question_count") VALUES
  ('6f1d0a3e-1b7a-4c1e-9a01-000000000001', 'Big Five Work Personality',
   'How the candidate tends to work: openness, conscientiousness, extraversion, agreeableness and emotional stability, measured with validated public-domain IPIP statements rated on a five-point scale.',
   'psychometric', 'personality', 20, 40),
  ('6f1d0a3e-1b7a-4c1e-9a01-000000000002', 'Work Style Preferences',
   'Forced-choice pairs of equally desirable statements that show which ways of working the candidate prefers, reported as relative preferences rather than a ranking.',
   'psychometric', 'work-style', 15, 20),
  ('6f1d0a3e-1b7a-4c1e-9a01-000000000003', 'Situational Judgement',
   'Realistic workplace scenarios from the company''s industry; the candidate chooses the most effective response, scored with partial credit.',
   'psychometric', 'situational-judgement', 25, 15),
  ('6f1d0a3e-1b7a-4c1e-9a01-000000000004', 'Logical Reasoning',
   'Sequences, rules and short arguments that measure how the candidate reasons through unfamiliar problems, from easy to hard.',
   'psychometric', 'reasoning', 20, 15),
  ('6f1d0a3e-1b7a-4c1e-9a01-000000000005', 'English Grammar',
   'Sentence completion and error spotting across CEFR levels A2 to C1, in workplace contexts.',
   'english', 'grammar', 15, 20),
  ('6f1d0a3e-1b7a-4c1e-9a01-000000000006', 'English Vocabulary',
   'Word meaning, collocations and register in business English across CEFR levels A2 to C1.',
   'english', 'vocabulary', 15, 20),
  ('6f1d0a3e-1b7a-4c1e-9a01-000000000007', 'Reading Comprehension',
   'Short workplace texts (emails, notices, reports), each with several questions on detail, inference and purpose.',
   'english', 'reading', 25, 15),
  ('6f1d0a3e-1b7a-4c1e-9a01-000000000008', 'Business Writing',
   'Short written responses to workplace prompts, assessed on task fulfilment, organisation, language range and accuracy.',
   'english', 'writing', 30, 3)
ON CONFLICT ("id") DO NOTHING;
