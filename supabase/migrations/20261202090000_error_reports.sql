-- Reports of a wrong offer, supplier or grid tariff, sent from the 'Rapportera fel' form beside it
-- (Directive (EU) 2019/944, art. 14(1)(g); docs/rules/transparency.md, "Reporting an error").
--
-- Like the newsletter (*_newsletter_subscribers.sql, *_newsletter_rate_limit.sql): the public roles
-- have no privilege on the tables (RLS on, no policy), so nobody can read, change or delete a
-- report through the public key; they may only call report_error(), which inserts one report and
-- returns nothing. The same two limits as the newsletter's, checked before anything is stored:
--
-- * per caller: at most 5 reports in 10 minutes. The caller is the client address the API gateway
--   passes in request.headers (cf-connecting-ip, else x-real-ip, else the first x-forwarded-for
--   entry); only a SHA-256 of it is stored, and only for an hour (error_report_attempts).
-- * for everyone: no report is taken while 200 were stored in the last hour.
--
-- A refused call raises SQLSTATE PT429 (HTTP 429); the form keeps the text and offers e-mail.
-- A report holds no name and no e-mail address: what it is about, the page and the free text.

create table if not exists public.error_reports (
  id bigint generated always as identity primary key,
  -- 'offer' (an offer id of the market catalogue), 'supplier' (a supplier's slug) or 'grid_tariff' (a tariff id).
  subject_kind text not null check (subject_kind in ('offer', 'supplier', 'grid_tariff')),
  subject_id text not null check (subject_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(subject_id) <= 200),
  area text check (area in ('SE1', 'SE2', 'SE3', 'SE4')),
  -- The day the offer was read, or the day the price list applies from, as the page showed it.
  data_date date not null,
  -- The page's path, e.g. '/jamfor' or '/elnat/ellevio'.
  page text not null check (page ~ '^/[A-Za-z0-9/_-]*$' and char_length(page) <= 200),
  message text not null check (message = btrim(message) and char_length(message) between 1 and 2000),
  created_at timestamptz not null default now()
);

comment on table public.error_reports is
  'Reports of wrong figures from the site''s report form; written only through report_error(), read only by the owner.';

create index if not exists error_reports_created_at on public.error_reports (created_at);

create table if not exists public.error_report_attempts (
  id bigint generated always as identity primary key,
  -- encode(sha256(client address), 'hex'); never the address itself.
  client_key text not null check (client_key ~ '^[0-9a-f]{64}$'),
  attempted_at timestamptz not null default now()
);

comment on table public.error_report_attempts is
  'Calls of report_error() in the last hour, per hashed client address, for its rate limit.';

create index if not exists error_report_attempts_client_time on public.error_report_attempts (client_key, attempted_at);
create index if not exists error_report_attempts_time on public.error_report_attempts (attempted_at);

-- Supabase grants every privilege on new public tables to anon and authenticated by default; take
-- them back. Row level security with no policy is the second lock.
revoke all on table public.error_reports from public, anon, authenticated;
revoke all on table public.error_report_attempts from public, anon, authenticated;
alter table public.error_reports enable row level security;
alter table public.error_report_attempts enable row level security;

create or replace function public.report_error(
  p_subject_kind text,
  p_subject_id text,
  p_area text,
  p_data_date date,
  p_page text,
  p_message text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  headers json;
  client text;
  key text;
  message text;
begin
  -- PostgREST sets request.headers (JSON) for the transaction; absent outside PostgREST.
  begin
    headers := nullif(current_setting('request.headers', true), '')::json;
  exception when others then
    headers := null;
  end;
  client := coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(headers ->> 'x-real-ip'), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown'
  );
  key := encode(sha256(convert_to(left(client, 100), 'UTF8')), 'hex');

  -- One caller's calls are counted one at a time (two parallel calls cannot both pass the count).
  perform pg_advisory_xact_lock(hashtextextended('report_error:' || key, 0));
  delete from public.error_report_attempts where attempted_at < now() - interval '1 hour';
  if (select count(*) from public.error_report_attempts
      where client_key = key and attempted_at > now() - interval '10 minutes') >= 5 then
    raise exception 'too many reports' using errcode = 'PT429';
  end if;
  if (select count(*) from public.error_reports where created_at > now() - interval '1 hour') >= 200 then
    raise exception 'too many reports' using errcode = 'PT429';
  end if;
  insert into public.error_report_attempts (client_key) values (key);

  -- Anything longer than the form allows is refused before any work on it.
  if p_message is null or octet_length(p_message) > 16000 then
    raise exception 'invalid message' using errcode = '22023';
  end if;
  message := btrim(p_message);
  if char_length(message) not between 1 and 2000 then
    raise exception 'invalid message' using errcode = '22023';
  end if;
  if p_subject_kind is null or p_subject_kind not in ('offer', 'supplier', 'grid_tariff')
     or p_subject_id is null or char_length(p_subject_id) > 200 or p_subject_id !~ '^[a-z0-9]+(-[a-z0-9]+)*$'
     or (p_area is not null and p_area not in ('SE1', 'SE2', 'SE3', 'SE4'))
     or p_data_date is null
     or p_page is null or char_length(p_page) > 200 or p_page !~ '^/[A-Za-z0-9/_-]*$' then
    raise exception 'invalid report' using errcode = '22023';
  end if;
  insert into public.error_reports (subject_kind, subject_id, area, data_date, page, message)
  values (p_subject_kind, p_subject_id, p_area, p_data_date, p_page, message);
end;
$$;

comment on function public.report_error(text, text, text, date, text, text) is
  'Stores one error report; returns nothing. Rate-limited per caller and overall (error_report_attempts).';

-- Functions are executable by PUBLIC by default; only the site's public roles may call this one.
revoke all on function public.report_error(text, text, text, date, text, text) from public;
grant execute on function public.report_error(text, text, text, date, text, text) to anon, authenticated;
