-- The year rows of period_balance_total alone (books, issue 14 item 7): the opening before a range's year reads
-- accounts × years rows through this index, not every earlier month. A separate migration because 0150 was merged.
CREATE INDEX period_balance_total_year ON period_balance_total (enterprise_id, period) WHERE length(period) = 4;
