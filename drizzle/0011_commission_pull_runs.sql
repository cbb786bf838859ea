CREATE TABLE "commission_pull_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"lease_until" timestamp with time zone NOT NULL,
	"transactions_read" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"unattributed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"skipped_detail" text,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "commission_pull_runs_network_started_idx" ON "commission_pull_runs" USING btree ("network","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_pull_runs_one_running_key" ON "commission_pull_runs" USING btree ("network") WHERE "commission_pull_runs"."status" = 'running';