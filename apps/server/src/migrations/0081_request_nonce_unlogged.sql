-- Benchmarks (issue 6, docs/performance.md): every signed request inserts its nonce, so every GET was a write
-- transaction waiting for a WAL flush (4-10 ms on the benchmark machine's disk; p99 of the product list at 50
-- connections was dominated by it). The nonce table only guards the 300-second replay window: it need not survive a
-- crash nor reach a replica. UNLOGGED writes skip the WAL, so a request that writes nothing else commits without
-- waiting for the disk. After a crash PostgreSQL empties it; a request captured before the crash could then be
-- replayed within its remaining window of at most 300 s — the same exposure as the window itself.
ALTER TABLE request_nonce SET UNLOGGED;
