-- The enterprise log answers field → [before, after] for every entry (issue 29). Writers of events (manual
-- vouchers, closes, carry-downs, payroll, depreciation, imports) stored plain values, so GET /enterprise-logs
-- answered 5001 for those enterprises. A stored plain value becomes [null, value] (an event has no "before");
-- a value that is not an object at all becomes {}. The writer now checks the shape before insert.
UPDATE change_log SET changes = '{}'::jsonb WHERE jsonb_typeof(changes) <> 'object';

UPDATE change_log c
SET changes = (
  SELECT jsonb_object_agg(e.key, CASE WHEN jsonb_typeof(e.value) = 'array' AND jsonb_array_length(e.value) = 2 THEN e.value
                                      ELSE jsonb_build_array(NULL, e.value) END)
  FROM jsonb_each(c.changes) AS e
)
WHERE EXISTS (
  SELECT 1 FROM jsonb_each(c.changes) AS e
  WHERE CASE WHEN jsonb_typeof(e.value) = 'array' THEN jsonb_array_length(e.value) <> 2 ELSE true END
);
