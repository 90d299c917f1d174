CREATE TABLE "accommodation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"extra_time_multiplier" real,
	"response" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodation_requests_kind_check" CHECK ("accommodation_requests"."kind" in ('extra_time', 'other')),
	CONSTRAINT "accommodation_requests_status_check" CHECK ("accommodation_requests"."status" in ('open', 'granted', 'answered'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" text,
	"actor_name" text,
	"api_key_id" uuid,
	"action" text NOT NULL,
	"object_type" text,
	"object_id" text,
	"ip" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_actor_kind_check" CHECK ("audit_log"."actor_kind" in ('admin', 'reviewer', 'api_key', 'system'))
);
--> statement-breakpoint
CREATE TABLE "notice_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"notice_version" text NOT NULL,
	"notice" jsonb NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "feedback_report_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "erasure_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "privacy_contact_email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "privacy_policy_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "candidate_retention_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "audit_log_retention_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodation_requests" ADD CONSTRAINT "accommodation_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_requests" ADD CONSTRAINT "accommodation_requests_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_requests" ADD CONSTRAINT "accommodation_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_acknowledgements" ADD CONSTRAINT "notice_acknowledgements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_acknowledgements" ADD CONSTRAINT "notice_acknowledgements_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodation_requests_company_idx" ON "accommodation_requests" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "accommodation_requests_candidate_idx" ON "accommodation_requests" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "audit_log_company_idx" ON "audit_log" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_company_action_idx" ON "audit_log" USING btree ("company_id","action","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_acknowledgements_version_idx" ON "notice_acknowledgements" USING btree ("candidate_id","notice_version");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_candidate_retention_check" CHECK ("companies"."candidate_retention_months" >= 6 and "companies"."candidate_retention_months" <= 60);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_audit_log_retention_check" CHECK ("companies"."audit_log_retention_months" >= 12 and "companies"."audit_log_retention_months" <= 120);