CREATE TABLE "affiliate_links" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"template" text NOT NULL,
	"staff_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"transaction_id" text NOT NULL,
	"click_id" text,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apply_clicks" ADD COLUMN "click_id" text;--> statement-breakpoint
ALTER TABLE "apply_clicks" ADD COLUMN "placement" text;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_network_transaction_idx" ON "conversions" USING btree ("network","transaction_id");--> statement-breakpoint
CREATE INDEX "conversions_click_idx" ON "conversions" USING btree ("click_id");--> statement-breakpoint
CREATE UNIQUE INDEX "apply_clicks_click_id_idx" ON "apply_clicks" USING btree ("click_id");