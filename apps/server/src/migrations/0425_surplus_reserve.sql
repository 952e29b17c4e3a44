-- 提取法定盈余公积 at the year-end carry (FINANCE.md §4 December): the share of the year's profit, after making up
-- losses carried from earlier years, appropriated to 3101 盈余公积. 10 % by the Company Law; 0 stops it (e.g. once
-- the reserve reaches half the registered capital, when the law no longer requires it).
ALTER TABLE period_end_setting ADD COLUMN surplus_reserve_rate NUMERIC(5, 2) NOT NULL DEFAULT 10
  CHECK (surplus_reserve_rate >= 0 AND surplus_reserve_rate <= 100);
