-- ops_audit is append-only (issue 10 "Audit log ... in an append-only table"): any UPDATE, DELETE or TRUNCATE raises.
CREATE OR REPLACE FUNCTION ops_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ops_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ops_audit_no_update_delete BEFORE UPDATE OR DELETE ON "ops_audit" FOR EACH ROW EXECUTE FUNCTION ops_audit_append_only();--> statement-breakpoint
CREATE TRIGGER ops_audit_no_truncate BEFORE TRUNCATE ON "ops_audit" FOR EACH STATEMENT EXECUTE FUNCTION ops_audit_append_only();
