-- The income and expense report (issue 20) reads the settlement accounts' ledger of a date range over every account:
-- account_entry_account leads with the account, so a range of all accounts was a scan of the enterprise's entries.
CREATE INDEX account_entry_date ON account_entry (enterprise_id, entry_date);
