CREATE TABLE "status_counts" (
	"list" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "status_counts_list_status_pk" PRIMARY KEY("list","status")
);
--> statement-breakpoint
-- Adds a statement's net change per status to the counts, one status at a time in the order of their names: every
-- transaction takes the counters' row locks in that one order, so two never wait for each other in a circle.
CREATE FUNCTION "status_counts_add"("counted" text, "changes" jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "change" record;
BEGIN
  FOR "change" IN SELECT "key" AS "status", "value"::integer AS "delta" FROM jsonb_each_text("changes") WHERE "value"::integer <> 0 ORDER BY "key" LOOP
    INSERT INTO "status_counts" ("list", "status", "n") VALUES ("counted", "change"."status", "change"."delta")
      ON CONFLICT ("list", "status") DO UPDATE SET "n" = "status_counts"."n" + excluded."n";
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION "status_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "status_counts_add"(TG_TABLE_NAME, (SELECT jsonb_object_agg("status", "n") FROM (SELECT "status", count(*) AS "n" FROM "new_rows" GROUP BY "status") AS "added"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "status_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "status_counts_add"(TG_TABLE_NAME, (SELECT jsonb_object_agg("status", -"n") FROM (SELECT "status", count(*) AS "n" FROM "old_rows" GROUP BY "status") AS "removed"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "status_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "status_counts_add"(TG_TABLE_NAME, (SELECT jsonb_object_agg("status", "n") FROM (
    SELECT "status", sum("delta") AS "n" FROM (
      SELECT "status", -1 AS "delta" FROM "old_rows" UNION ALL SELECT "status", 1 FROM "new_rows"
    ) AS "moved" GROUP BY "status"
  ) AS "changed"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "status_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "status_counts" WHERE "list" = TG_TABLE_NAME;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "newsletter_subscribers_counted_insert" AFTER INSERT ON "newsletter_subscribers" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_inserted"();--> statement-breakpoint
CREATE TRIGGER "newsletter_subscribers_counted_update" AFTER UPDATE ON "newsletter_subscribers" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_updated"();--> statement-breakpoint
CREATE TRIGGER "newsletter_subscribers_counted_delete" AFTER DELETE ON "newsletter_subscribers" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_deleted"();--> statement-breakpoint
CREATE TRIGGER "newsletter_subscribers_counted_truncate" AFTER TRUNCATE ON "newsletter_subscribers" FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_truncated"();--> statement-breakpoint
CREATE TRIGGER "contact_enquiries_counted_insert" AFTER INSERT ON "contact_enquiries" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_inserted"();--> statement-breakpoint
CREATE TRIGGER "contact_enquiries_counted_update" AFTER UPDATE ON "contact_enquiries" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_updated"();--> statement-breakpoint
CREATE TRIGGER "contact_enquiries_counted_delete" AFTER DELETE ON "contact_enquiries" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_deleted"();--> statement-breakpoint
CREATE TRIGGER "contact_enquiries_counted_truncate" AFTER TRUNCATE ON "contact_enquiries" FOR EACH STATEMENT EXECUTE FUNCTION "status_counts_truncated"();--> statement-breakpoint
-- The rows there are now, counted once; the triggers above keep the counts from here (in this transaction, the
-- tables locked against writes by CREATE TRIGGER until it commits).
INSERT INTO "status_counts" ("list", "status", "n") SELECT 'newsletter_subscribers', "status", count(*) FROM "newsletter_subscribers" GROUP BY "status";--> statement-breakpoint
INSERT INTO "status_counts" ("list", "status", "n") SELECT 'contact_enquiries', "status", count(*) FROM "contact_enquiries" GROUP BY "status";
