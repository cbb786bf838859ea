ALTER TABLE "newsletter_issues" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "failed_rounds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "failure" text;