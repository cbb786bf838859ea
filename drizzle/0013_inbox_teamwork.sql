CREATE TABLE "enquiry_drafts" (
	"enquiry_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"body" text NOT NULL,
	"seen_reply_id" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_drafts_enquiry_id_staff_id_pk" PRIMARY KEY("enquiry_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "enquiry_viewers" (
	"enquiry_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_viewers_enquiry_id_staff_id_pk" PRIMARY KEY("enquiry_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "signature" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry_drafts" ADD CONSTRAINT "enquiry_drafts_enquiry_id_contact_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."contact_enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_drafts" ADD CONSTRAINT "enquiry_drafts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_viewers" ADD CONSTRAINT "enquiry_viewers_enquiry_id_contact_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."contact_enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_viewers" ADD CONSTRAINT "enquiry_viewers_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD CONSTRAINT "contact_enquiries_assigned_to_staff_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_enquiries_assigned_idx" ON "contact_enquiries" USING btree ("assigned_to");