-- A member's consent to the privacy policy and the terms of use, when the registration form asked for it.
ALTER TABLE "members" ADD COLUMN "privacy_consent_at" timestamp with time zone;