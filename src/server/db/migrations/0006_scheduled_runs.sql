CREATE TABLE "scheduled_run" (
	"job" text NOT NULL,
	"run_key" text NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "scheduled_run_job_run_key_pk" PRIMARY KEY("job","run_key")
);
