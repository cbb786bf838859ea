ALTER TABLE "card_feed_links" ADD COLUMN "missing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_sync_runs" ADD COLUMN "confirmed" jsonb;