-- Voucher words of the vouchers the system makes (bills, costs, carry-downs, payroll, depreciation…): 'single' —
-- every one is 记 (the default, as most small companies keep one sequence); 'cash_split' — 收 when money comes into a
-- cash account, 付 when it leaves one, 转 otherwise (the three-word scheme some bookkeepers still use). Manual vouchers
-- keep the word the accountant chose either way.
ALTER TABLE ledger_setting ADD COLUMN voucher_words TEXT NOT NULL DEFAULT 'single' CHECK (voucher_words IN ('single', 'cash_split'));
