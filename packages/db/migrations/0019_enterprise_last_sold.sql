ALTER TABLE "enterprise_market_running" ADD COLUMN "last_sold" date;--> statement-breakpoint
-- Running rows saved before: a group sold on a day when its running revenue grew from the day before.
update enterprise_market_running r set last_sold = s.last_sold
  from (select kind, day, market_id, set, key, max(case when revenue > coalesce(previous, 0) then day end) over (partition by kind, market_id, set, key order by day) as last_sold
          from (select kind, day, market_id, set, key, revenue, lag(revenue) over (partition by kind, market_id, set, key order by day) as previous from enterprise_market_running) t) s
 where r.kind = s.kind and r.day = s.day and r.market_id = s.market_id and r.set = s.set and r.key = s.key and s.last_sold is not null;
