-- A member's mobile number (their account) is verified once a code sent to it has been entered:
-- only a verified number gets texts other than a verification code. A password reset that
-- already went through by such a code counts, so those members need not verify again.
ALTER TABLE "members" ADD COLUMN "phone_verified_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "members" m SET "phone_verified_at" = c."used_at"
FROM (
  SELECT "phone", max("used_at") AS "used_at" FROM "sms_codes"
  WHERE "purpose" = 'reset' AND "used_at" IS NOT NULL
  GROUP BY "phone"
) c
WHERE c."phone" = m."account";
