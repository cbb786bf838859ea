CREATE TABLE "card_feed_links" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"missing_syncs" integer DEFAULT 0 NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"held_fingerprint" text,
	"seen" jsonb,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_held_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer,
	"product_id" text NOT NULL,
	"card_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"fingerprint" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"proposal" jsonb NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"rejection_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"lease_until" timestamp with time zone NOT NULL,
	"products_read" integer,
	"added" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"retired" integer DEFAULT 0 NOT NULL,
	"error" text,
	"alerted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "feed_held_proposals" ADD CONSTRAINT "feed_held_proposals_run_id_feed_sync_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."feed_sync_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_held_proposals" ADD CONSTRAINT "feed_held_proposals_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_feed_links_product_key" ON "card_feed_links" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_held_proposals_fingerprint_key" ON "feed_held_proposals" USING btree ("product_id","fingerprint");--> statement-breakpoint
CREATE INDEX "feed_held_proposals_status_idx" ON "feed_held_proposals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feed_sync_runs_started_idx" ON "feed_sync_runs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_sync_runs_one_running_key" ON "feed_sync_runs" USING btree ("status") WHERE "feed_sync_runs"."status" = 'running';