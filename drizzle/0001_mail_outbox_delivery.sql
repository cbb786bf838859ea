ALTER TABLE "mail_outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
-- Mail sent before this migration: its links lose their tokens, as app/server/mail.server.ts (withoutLinkTokens) does from now on.
UPDATE "mail_outbox" SET "text_body" = regexp_replace("text_body", '([?&]token=)[^[:space:]&#>"]+', '\1[fjernet]', 'g'), "headers" = regexp_replace("headers", '([?&]token=)[^[:space:]&#>"]+', '\1[fjernet]', 'g') WHERE "sent_at" IS NOT NULL;
