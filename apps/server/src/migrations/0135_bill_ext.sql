-- Fields only one document type has (a production order's routing, an inspection's sample size, a payroll run's
-- period…) go into this typed JSON column instead of widening `bill` once per type (issue 13 item 3). The bill type
-- declares a zod schema for them (BillType.ext); the bill engine validates what is saved against it and stores the
-- parsed value, and the document routes answer it. Existing columns stay where they are.
ALTER TABLE bill ADD COLUMN ext JSONB NOT NULL DEFAULT '{}';
