CREATE TABLE "report_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"file_name" text NOT NULL,
	"staff_id" integer,
	"rows" jsonb NOT NULL,
	"refused" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "report_uploads" ADD CONSTRAINT "report_uploads_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;