CREATE TABLE "enquiry_inbound_mail" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"message_id" text NOT NULL,
	"from_address" text NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"quoted" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problem" text,
	"opened" boolean DEFAULT false NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "source" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry_inbound_mail" ADD CONSTRAINT "enquiry_inbound_mail_enquiry_id_contact_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."contact_enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiry_inbound_mail_message_key" ON "enquiry_inbound_mail" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "enquiry_inbound_mail_enquiry_idx" ON "enquiry_inbound_mail" USING btree ("enquiry_id");