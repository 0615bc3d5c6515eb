-- Rate-limit counters need no crash safety: an unlogged table writes no WAL, so a counted
-- attempt commits without waiting for a disk flush (one fewer fsync per code check, login and
-- form post). After a crash PostgreSQL empties it: every limit starts afresh.
ALTER TABLE "rate_limits" SET UNLOGGED;
