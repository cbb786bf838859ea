CREATE TABLE "card_versions" (
	"card_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"facts" jsonb NOT NULL,
	"source" text NOT NULL,
	"staff_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_versions_card_id_version_pk" PRIMARY KEY("card_id","version")
);
--> statement-breakpoint
ALTER TABLE "card_versions" ADD CONSTRAINT "card_versions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_versions_published_idx" ON "card_versions" USING btree ("published_at");