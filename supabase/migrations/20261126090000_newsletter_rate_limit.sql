-- A rate limit for subscribe_newsletter(). The function is public (the anon key is in
-- every page), so anyone can call it outside the form, in a loop. Two limits, checked before the
-- address is looked at, so a refused call says nothing about whether an address is known:
--
-- * per caller: at most 5 accepted calls in 10 minutes (a refused address rolls the call back, its
--   attempt row with it; it adds nothing to the table). The caller is the client address the API gateway
--   passes to PostgREST in request.headers: cf-connecting-ip (set by Cloudflare, in front of
--   Supabase; a client cannot forge it through Cloudflare), else x-real-ip, else the first
--   x-forwarded-for entry (which a client can forge: that is what the second limit is for).
--   Only a SHA-256 of that address is stored, and only for an hour.
-- * for everyone: no call is taken while 300 addresses have been added in the last hour. This caps
--   what a caller with many addresses (or forged headers) can add to the table: 7 200 a day.
--
-- A refused call raises SQLSTATE PT429, which PostgREST answers with HTTP 429; the form shows its
-- usual "could not be saved" message and keeps the address.

create table if not exists public.newsletter_attempts (
  id bigint generated always as identity primary key,
  -- encode(sha256(client address), 'hex'); never the address itself.
  client_key text not null check (client_key ~ '^[0-9a-f]{64}$'),
  attempted_at timestamptz not null default now()
);

comment on table public.newsletter_attempts is
  'Calls of subscribe_newsletter() in the last hour, per hashed client address, for its rate limit.';

create index if not exists newsletter_attempts_client_time on public.newsletter_attempts (client_key, attempted_at);
create index if not exists newsletter_attempts_time on public.newsletter_attempts (attempted_at);
create index if not exists newsletter_subscribers_created_at on public.newsletter_subscribers (created_at);

-- Like newsletter_subscribers: no privilege for the public roles, RLS on with no policy.
revoke all on table public.newsletter_attempts from public, anon, authenticated;
alter table public.newsletter_attempts enable row level security;

create or replace function public.subscribe_newsletter(p_email text, p_consent_version text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  headers json;
  client text;
  key text;
  normalised text;
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
  perform pg_advisory_xact_lock(hashtextextended('subscribe_newsletter:' || key, 0));
  delete from public.newsletter_attempts where attempted_at < now() - interval '1 hour';
  if (select count(*) from public.newsletter_attempts
      where client_key = key and attempted_at > now() - interval '10 minutes') >= 5 then
    raise exception 'too many attempts' using errcode = 'PT429';
  end if;
  if (select count(*) from public.newsletter_subscribers where created_at > now() - interval '1 hour') >= 300 then
    raise exception 'too many attempts' using errcode = 'PT429';
  end if;
  insert into public.newsletter_attempts (client_key) values (key);

  -- One address per call, at most 254 characters (RFC 5321); anything longer is refused before any
  -- work on it.
  if p_email is null or octet_length(p_email) > 1024 then
    raise exception 'invalid e-mail address' using errcode = '22023';
  end if;
  normalised := lower(btrim(p_email));
  if char_length(normalised) not between 3 and 254
     or normalised !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'invalid e-mail address' using errcode = '22023';
  end if;
  if p_consent_version is null or btrim(p_consent_version) = '' or char_length(p_consent_version) > 40 then
    raise exception 'invalid consent version' using errcode = '22023';
  end if;
  insert into public.newsletter_subscribers (email, consent_at, consent_text_version)
  values (normalised, now(), btrim(p_consent_version))
  on conflict ((lower(email))) do nothing;
end;
$$;

comment on function public.subscribe_newsletter(text, text) is
  'Adds an address to newsletter_subscribers, or keeps it if known; returns nothing either way. Rate-limited per caller and overall (newsletter_attempts).';

-- create or replace keeps the grants; stated again so this file stands on its own.
revoke all on function public.subscribe_newsletter(text, text) from public;
grant execute on function public.subscribe_newsletter(text, text) to anon, authenticated;
