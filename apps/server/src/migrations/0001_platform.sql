-- Platform: app keys and nonces (signature), users and sessions (auth), SMS codes, rate limits, captcha.
-- Times are unix seconds (BIGINT); ids are INTEGER identities.

CREATE TABLE app_key (
  appkey      TEXT PRIMARY KEY,
  secret      TEXT NOT NULL,
  client      TEXT NOT NULL DEFAULT 'web',
  enabled     BOOLEAN NOT NULL DEFAULT TRUE,
  create_time BIGINT NOT NULL
);

-- Replay store shared by every server process; rows older than the signature window are pruned.
CREATE TABLE request_nonce (
  appkey    TEXT NOT NULL,
  nonce     TEXT NOT NULL,
  seen_time BIGINT NOT NULL,
  PRIMARY KEY (appkey, nonce)
);
CREATE INDEX request_nonce_seen ON request_nonce (seen_time);

CREATE TABLE app_user (
  id             INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone          TEXT NOT NULL UNIQUE,
  password_hash  TEXT NOT NULL,
  name           TEXT NOT NULL DEFAULT '',
  code           TEXT NOT NULL UNIQUE,
  head_img       TEXT NOT NULL DEFAULT '',
  partner_group  INTEGER NOT NULL DEFAULT 0,
  is_cancel      INTEGER NOT NULL DEFAULT 0,
  cancel_time    BIGINT,
  cancel_reason  TEXT NOT NULL DEFAULT '',
  last_enterprise_id INTEGER,
  create_time    BIGINT NOT NULL,
  update_time    BIGINT NOT NULL
);

CREATE TABLE user_session (
  id            INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash    TEXT NOT NULL UNIQUE,
  user_id       INTEGER NOT NULL REFERENCES app_user (id),
  enterprise_id INTEGER,
  client        TEXT NOT NULL DEFAULT 'web',
  ip            TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  expires_time  BIGINT NOT NULL,
  revoked_time  BIGINT
);
CREATE INDEX user_session_user ON user_session (user_id);

CREATE TABLE login_log (
  id          INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     INTEGER,
  phone       TEXT NOT NULL,
  method      TEXT NOT NULL,
  success     BOOLEAN NOT NULL,
  ip          TEXT NOT NULL DEFAULT '',
  user_agent  TEXT NOT NULL DEFAULT '',
  create_time BIGINT NOT NULL
);
CREATE INDEX login_log_user ON login_log (user_id, create_time DESC);

CREATE TABLE sms_code (
  id           INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone        TEXT NOT NULL,
  scene        TEXT NOT NULL,
  code_hash    TEXT NOT NULL,
  attempts     INTEGER NOT NULL DEFAULT 0,
  create_time  BIGINT NOT NULL,
  expires_time BIGINT NOT NULL,
  used_time    BIGINT
);
CREATE INDEX sms_code_phone ON sms_code (phone, scene, create_time DESC);

-- The development SMS provider's outbox (API.md): readable only in development mode.
CREATE TABLE sms_outbox (
  id          INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone       TEXT NOT NULL,
  scene       TEXT NOT NULL,
  code        TEXT NOT NULL,
  created_time BIGINT NOT NULL
);
CREATE INDEX sms_outbox_phone ON sms_outbox (phone, id DESC);

-- Fixed-window counters shared by every server process (SMS sending, login failures).
CREATE TABLE rate_limit (
  key          TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  count        INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
);

CREATE TABLE captcha (
  id           TEXT PRIMARY KEY,
  answer_hash  TEXT NOT NULL,
  expires_time BIGINT NOT NULL,
  used_time    BIGINT
);
