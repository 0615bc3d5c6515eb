-- A warranty registered by its anti-counterfeit code keeps that code, sealed (AES-256-GCM under a
-- key derived from the code key), for the owner's certificate and its verification QR.
ALTER TABLE "warranties" ADD COLUMN "code_sealed" text;