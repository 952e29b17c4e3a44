-- Benchmarks (issue 6, docs/performance.md): a back-dated posting re-costs the later movements of its ledger in
-- place (running quantities at once, then unit costs, amounts and running values chunk by chunk). With full pages
-- every such UPDATE was a new tuple elsewhere plus an entry in each of the four indexes (1,575 of 237,792 updates
-- were HOT in the 100 k-move benchmark). Leaving a fifth of each page free lets those updates stay on their page
-- without touching an index (none of the re-costed columns is indexed): the benchmark repost took half the time.
-- Applies to pages written from now on; `VACUUM FULL stock_move` (or pg_repack) applies it to existing ones.
ALTER TABLE stock_move SET (fillfactor = 80);
