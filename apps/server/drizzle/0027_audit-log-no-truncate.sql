-- The audit log is append-only (migration 0013 refuses UPDATE and DELETE); TRUNCATE skips row and statement
-- triggers of UPDATE and DELETE, so it gets its own statement trigger with the same refusal (issue 37 item 8).
CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON "staff_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_append_only();
