-- Personal certification (real-name record of a user, reviewed by the platform operator like the enterprise
-- certification) and recharge records (the enterprise's edition and expiry history; each recharge moves
-- enterprise.expired_time, which drives SPEC §4's expiry alerts). Issue 19 item 5.

-- status: 1 pending review, 2 approved, 3 rejected.
CREATE TABLE user_certification (
  user_id        INTEGER PRIMARY KEY REFERENCES app_user (id),
  real_name      TEXT NOT NULL,
  id_number      TEXT NOT NULL,
  id_front_image TEXT NOT NULL DEFAULT '',
  id_back_image  TEXT NOT NULL DEFAULT '',
  status         INTEGER NOT NULL DEFAULT 1,
  review_remark  TEXT NOT NULL DEFAULT '',
  submit_time    BIGINT NOT NULL,
  review_time    BIGINT
);

CREATE TABLE enterprise_recharge (
  enterprise_id  INTEGER NOT NULL REFERENCES enterprise (id),
  id             INTEGER GENERATED ALWAYS AS IDENTITY,
  version_name   TEXT NOT NULL,
  months         INTEGER NOT NULL,
  amount         NUMERIC(20, 2) NOT NULL DEFAULT 0,
  pay_method     TEXT NOT NULL DEFAULT '',
  serial_number  TEXT NOT NULL DEFAULT '',
  expired_before BIGINT NOT NULL,
  expired_after  BIGINT NOT NULL,
  create_time    BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id)
);
