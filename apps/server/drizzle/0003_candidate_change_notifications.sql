-- Live updates: every statement that changes candidates notifies once per affected company, so a
-- 5,000-row upload sends one notification, not 5,000. Every API process LISTENs and fans the event
-- out to that company's open event streams (so changes by the worker or another process arrive too).
CREATE OR REPLACE FUNCTION notify_candidate_changes() RETURNS trigger AS $$
DECLARE
  company uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR company IN SELECT DISTINCT company_id FROM old_rows LOOP
      PERFORM pg_notify('candidate_changes', json_build_object('companyId', company, 'op', TG_OP)::text);
    END LOOP;
  ELSE
    FOR company IN SELECT DISTINCT company_id FROM new_rows LOOP
      PERFORM pg_notify('candidate_changes', json_build_object('companyId', company, 'op', TG_OP)::text);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER candidates_notify_insert AFTER INSERT ON candidates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_candidate_changes();
--> statement-breakpoint
CREATE TRIGGER candidates_notify_update AFTER UPDATE ON candidates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_candidate_changes();
--> statement-breakpoint
CREATE TRIGGER candidates_notify_delete AFTER DELETE ON candidates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_candidate_changes();
