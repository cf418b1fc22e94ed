-- Each evaluation rewrites the last price, stock and state of every alert whose product moved (a
-- third of them on a busy day). Room left on each page lets those rows be rewritten in place of
-- their page (HOT updates), without new entries in the table's three indexes.
ALTER TABLE "price_alerts" SET (fillfactor = 50);
