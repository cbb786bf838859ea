CREATE TABLE "card_alert_follows" (
	"subscriber_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "card_alert_follows_subscriber_id_card_id_pk" PRIMARY KEY("subscriber_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "card_alert_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"consent_page" text
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "alert_subscriber_id" integer;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "kind" text DEFAULT 'newsletter' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "alerts_day" text;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "alerts_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "alerts_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_alert_follows" ADD CONSTRAINT "card_alert_follows_subscriber_id_card_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."card_alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_alert_follows_card_idx" ON "card_alert_follows" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_alert_subscribers_email_key" ON "card_alert_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "card_alert_subscribers_confirm_key" ON "card_alert_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_alert_subscriber_id_card_alert_subscribers_id_fk" FOREIGN KEY ("alert_subscriber_id") REFERENCES "public"."card_alert_subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_alert_recipient_key" ON "newsletter_deliveries" USING btree ("issue_id","alert_subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_issues_alerts_day_key" ON "newsletter_issues" USING btree ("alerts_day");