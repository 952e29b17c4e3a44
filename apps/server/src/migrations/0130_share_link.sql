-- Shared documents (API.md "POST /shares · DELETE /shares/:id · GET /share/:token"): a link an enterprise hands a
-- partner to read a statement without an account. The token is `<enterprise_id>.<random>`; only its SHA-256 hash
-- is kept, under the enterprise, so the public lookup is by (enterprise_id, token_hash) like every tenant key
-- (ARCHITECTURE §4) and a stolen table gives no working link. What it shows is worked out when it is opened
-- (the statement as the ledger stands), from the parameters kept here.
CREATE TABLE share_link (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  token_hash    TEXT NOT NULL,
  kind          TEXT NOT NULL CHECK (kind IN ('bill', 'statement')),
  params        JSONB NOT NULL,
  created_by    INTEGER NOT NULL,
  create_time   BIGINT NOT NULL,
  expires_at    BIGINT NOT NULL,
  revoked_time  BIGINT,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, token_hash)
);
