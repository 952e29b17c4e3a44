-- Cost links (issue 13 item 1): a movement whose value is computed from other movements' values — a transfer's
-- stock-in from its stock-out, an assembly's or a split's products from what their outgoing rows cost, a return
-- from what its source line moved at. A repost that re-costs a source re-values its targets and reposts their
-- ledgers in turn (engines/posting/cost-links.ts has the kinds, linked-repost.ts the worklist).
--
-- A link is kept only when its target comes after every source in posting order ((date, id)): transfers and
-- conversions by construction (same document, same date, posted after), a return when it is dated on or after its
-- source. Together with the ledger order this makes the dependencies acyclic.
CREATE TABLE stock_cost_link (
  enterprise_id INTEGER NOT NULL,
  -- The movement valued by the link.
  target_id     BIGINT NOT NULL,
  -- transfer | conversion | return (and later production): how the value is computed from the sources.
  kind          TEXT NOT NULL,
  source_ids    BIGINT[] NOT NULL,
  -- Conversions: the weights the sources' total is split by over the products, and this target's part.
  weights       NUMERIC[] NOT NULL DEFAULT '{}',
  part          INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (enterprise_id, target_id)
);

-- Which targets a source feeds: what a repost looks up for the re-costed movements that feed a link.
CREATE TABLE stock_cost_link_source (
  enterprise_id INTEGER NOT NULL,
  source_id     BIGINT NOT NULL,
  target_id     BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, source_id, target_id)
);

-- Flags read with the ledger rows a repost walks anyway, so a ledger without links costs no extra statement:
-- cost_linked: valued by a link (look it up); cost_feeds: its cost feeds a link (follow it when it changes).
ALTER TABLE stock_move ADD COLUMN cost_linked BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE stock_move ADD COLUMN cost_feeds BOOLEAN NOT NULL DEFAULT false;

-- Links of what was posted before: transfers (cost_source_id), conversions (the products of an assembly or split
-- share the outgoing rows' cost in proportion to what they were valued at), returns dated on or after their source.
INSERT INTO stock_cost_link (enterprise_id, target_id, kind, source_ids)
  SELECT enterprise_id, id, 'transfer', ARRAY[cost_source_id] FROM stock_move WHERE cost_source_id IS NOT NULL;

INSERT INTO stock_cost_link (enterprise_id, target_id, kind, source_ids, weights, part)
  SELECT t.enterprise_id, t.id, 'conversion', s.ids, w.weights, (array_position(w.ids, t.id) - 1)
  FROM stock_move t
  JOIN LATERAL (SELECT array_agg(o.id ORDER BY o.id) AS ids FROM stock_move o
    WHERE o.enterprise_id = t.enterprise_id AND o.bill_type = t.bill_type AND o.bill_id = t.bill_id AND o.direction = -1 AND o.reverses_id IS NULL) s ON s.ids IS NOT NULL
  JOIN LATERAL (SELECT array_agg(i.id ORDER BY i.id) AS ids, array_agg(i.amount ORDER BY i.id) AS weights FROM stock_move i
    WHERE i.enterprise_id = t.enterprise_id AND i.bill_type = t.bill_type AND i.bill_id = t.bill_id AND i.direction = 1 AND i.reverses_id IS NULL) w ON true
  WHERE t.bill_type IN ('assemblies', 'splits') AND t.direction = 1 AND t.reverses_id IS NULL;

INSERT INTO stock_cost_link (enterprise_id, target_id, kind, source_ids)
  SELECT t.enterprise_id, t.id, 'return', s.ids
  FROM stock_move t
  JOIN bill_line l ON l.enterprise_id = t.enterprise_id AND l.id = t.bill_line_id AND l.source_line_id > 0
  JOIN bill_line sl ON sl.enterprise_id = l.enterprise_id AND sl.id = l.source_line_id
  JOIN bill sb ON sb.enterprise_id = sl.enterprise_id AND sb.id = sl.bill_id
  JOIN LATERAL (SELECT array_agg(m.id ORDER BY m.id) AS ids, max(m.move_date) AS last FROM stock_move m
    WHERE m.enterprise_id = t.enterprise_id AND m.bill_type = sb.type AND m.bill_id = sb.id AND m.bill_line_id = sl.id AND m.reverses_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM stock_move r WHERE r.enterprise_id = m.enterprise_id AND r.reverses_id = m.id)) s ON s.ids IS NOT NULL
  WHERE t.bill_type IN ('sale-returns', 'purchase-returns') AND t.reverses_id IS NULL AND s.last <= t.move_date;

INSERT INTO stock_cost_link_source (enterprise_id, source_id, target_id)
  SELECT enterprise_id, unnest(source_ids), target_id FROM stock_cost_link ON CONFLICT DO NOTHING;
UPDATE stock_move m SET cost_linked = true FROM stock_cost_link l WHERE l.enterprise_id = m.enterprise_id AND l.target_id = m.id;
UPDATE stock_move m SET cost_feeds = true FROM stock_cost_link_source s WHERE s.enterprise_id = m.enterprise_id AND s.source_id = m.id;
