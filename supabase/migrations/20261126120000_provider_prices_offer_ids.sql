-- Live prices keyed on the market catalogue's offer ids (docs/rules/price-basis.md, "Live
-- prices"). The site reads today's rows for one area and replaces, for the matching offers, the parts
-- the supplier sets, in Elpriskollen's units (excl. VAT): the fixed fee per year, the fixed price,
-- the påslag and the rörliga kostnader. The assumed spot price stays Elpriskollen's, so a ranking
-- never mixes two price bases. offer_id is an id of content/data/elavtal/offers.json,
-- '{area}-{supplier}-{product}-{type}', e.g. 'se3-tibber-kvartsprisavtal-lopande-se3-kvartspris'.
-- Rows are written by the operator with the service role, never from the browser.
--
-- The table of 20261122033000_provider_prices.sql keyed rows on the retired catalogue's ids
-- (provider_id) and priced them incl. VAT with a monthly fee; those rows mean nothing for the new
-- catalogue, so that table is dropped and replaced. Idempotent: a second run changes nothing.

do $$
begin
  if exists (
    select 1 from information_schema.columns
    where table_schema = 'public' and table_name = 'provider_prices' and column_name = 'provider_id'
  ) then
    drop table public.provider_prices;
  end if;
end
$$;

create table if not exists public.provider_prices (
  offer_id text not null
    check (length(offer_id) <= 200 and offer_id ~ '^se[1-4](-[a-z0-9]+)+$'),
  date date not null,
  elomrade text not null check (elomrade in ('SE1', 'SE2', 'SE3', 'SE4')),
  -- kr per year excluding VAT.
  fee_kr_year numeric not null check (fee_kr_year >= 0 and fee_kr_year <= 20000),
  -- öre/kWh excluding VAT; 0 where the offer has no such part.
  fixed_price_ore_kwh numeric not null check (fixed_price_ore_kwh >= 0 and fixed_price_ore_kwh <= 1000),
  markup_ore_kwh numeric not null check (markup_ore_kwh >= 0 and markup_ore_kwh <= 1000),
  variable_costs_ore_kwh numeric not null check (variable_costs_ore_kwh >= 0 and variable_costs_ore_kwh <= 1000),
  -- The id names its area; the column repeats it for the site's query.
  constraint provider_prices_area_matches_offer check (offer_id like lower(elomrade) || '-%'),
  primary key (offer_id, date)
);

comment on table public.provider_prices is
  'Daily price parts per market-catalogue offer (excl. VAT) for the compare page; public read, written by the service role only.';

-- The one query the site runs: date = today and elomrade = area, offer_id in (...). The name is the
-- earlier migration's, so running that one again finds the index and leaves it.
create index if not exists provider_prices_date_elomrade_idx
  on public.provider_prices (date, elomrade, offer_id);

-- Supabase grants every privilege on new public tables to anon and authenticated by default;
-- take them back and give the public roles read access only.
revoke all on table public.provider_prices from anon, authenticated;
grant select on table public.provider_prices to anon, authenticated;

-- Row level security as a second lock: only a select policy exists, so even a stray grant cannot
-- let the public roles insert, update or delete.
alter table public.provider_prices enable row level security;

drop policy if exists "provider_prices are readable by everyone" on public.provider_prices;
create policy "provider_prices are readable by everyone"
  on public.provider_prices
  for select
  to anon, authenticated
  using (true);
