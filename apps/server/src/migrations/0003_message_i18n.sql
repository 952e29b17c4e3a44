-- Messages are read in the reader's language: a message written from message keys keeps the keys and their
-- parameters here ({"title": {"key", "params"}, "content": {...}}); title/content keep the Chinese text for SQL
-- readers and search. NULL for messages written as plain text.
ALTER TABLE message ADD COLUMN i18n JSONB;
