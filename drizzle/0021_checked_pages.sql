CREATE TABLE "checked_pages" (
	"version" text NOT NULL,
	"path" text NOT NULL,
	"csp" text NOT NULL,
	"etag" text NOT NULL,
	"body" "bytea" NOT NULL,
	"consented_etag" text NOT NULL,
	"consented_body" "bytea" NOT NULL,
	CONSTRAINT "checked_pages_version_path_pk" PRIMARY KEY("version","path")
);
