ALTER TABLE "card_alert_subscribers" ADD COLUMN "soft_bounces" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_alert_subscribers" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_alert_subscribers" ADD COLUMN "bounce_reason" text;