-- Proof-of-work challenges already answered: a solution is taken once (replay protection) and
-- its row is pruned once the challenge has expired.
CREATE TABLE IF NOT EXISTS "pow_solutions" (
	"challenge" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
