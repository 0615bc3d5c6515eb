-- The contact page's mailboxes, per language, editable in the staff console (Site settings). Empty
-- for an existing site: each mailbox stays `<name>@` SITE_URL's domain until staff set one.
ALTER TABLE "site_settings" ADD COLUMN "mailboxes" jsonb DEFAULT '{}'::jsonb NOT NULL;