ALTER TABLE "answers" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Decisions about a candidate's status (every section completed) are taken one at a time per candidate,
-- under this lock, each on what the others committed: two saves that each answer one of a section's
-- last questions would otherwise each see the other's answer missing and neither complete it. Key 727002
-- (two-int advisory locks never collide with the migrations' one-bigint lock 727001).
CREATE OR REPLACE FUNCTION lock_candidate_status(candidate uuid) RETURNS void AS $$
  SELECT pg_advisory_xact_lock(727002, hashtext(candidate::text));
$$ LANGUAGE sql;
--> statement-breakpoint
-- Whether the save that just wrote a counting answer to `question` completed its section, decided under
-- lock_candidate_status. VOLATILE on purpose: its query runs on a snapshot taken after the lock, not on
-- the calling statement's, so of two concurrent last answers the one that takes the lock second sees the
-- first. "Answered" is candidate-assessment.repository.ts's ANSWERED.
CREATE OR REPLACE FUNCTION answer_completes_section(candidate uuid, section uuid, question uuid)
RETURNS boolean AS $$
BEGIN
  PERFORM lock_candidate_status(candidate);
  RETURN (SELECT count(*) FROM questions q WHERE q.candidate_id = candidate AND q.section_id = section)
    = 1 + (SELECT count(*) FROM answers a
           WHERE a.candidate_id = candidate AND a.section_id = section AND a.question_id <> question
             AND coalesce(btrim(a.answer_data->>'value'), '') <> '');
END;
$$ LANGUAGE plpgsql VOLATILE;
