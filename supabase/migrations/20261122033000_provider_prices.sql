-- Live prices for /jamfor (docs/rules/price-basis.md). One row per offer,
-- day and price area; the site reads today's rows for one area and overwrites the catalogue's
-- price and monthly fee of the matching offers (provider_id = the offer id in content/offers.ts).
-- Rows are written by the operator with the service role, never from the browser.

create table if not exists public.provider_prices (
  provider_id text not null check (provider_id <> ''),
  -- öre/kWh including VAT, like the catalogue's prices.
  price_per_kwh_ore numeric not null check (price_per_kwh_ore >= 0 and price_per_kwh_ore < 1000),
  -- kr per month including VAT.
  monthly_fee numeric not null check (monthly_fee >= 0 and monthly_fee <= 500),
  date date not null,
  elomrade text not null check (elomrade in ('SE1', 'SE2', 'SE3', 'SE4')),
  primary key (provider_id, date, elomrade)
);

comment on table public.provider_prices is
  'Daily price per offer and price area for the compare page; public read, written by the service role only.';

-- The one query the site runs: date = today and elomrade = area, provider_id in (...).
create index if not exists provider_prices_date_elomrade_idx
  on public.provider_prices (date, elomrade, provider_id);

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
