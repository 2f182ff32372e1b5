-- Newsletter subscribers (docs/rules/consent-and-privacy.md: validated e-mail, stored when the remote
-- database is configured, insert-only for the public role). The browser never touches the table:
-- it calls subscribe_newsletter(), which inserts an address or keeps the one already there and
-- answers both the same way, so nobody can probe who has subscribed. No role but the owner (and
-- the service role, for sending) can read the table.

create table if not exists public.newsletter_subscribers (
  id bigint generated always as identity primary key,
  -- Stored trimmed and in lower case, so 'Anna@Exempel.se' and 'anna@exempel.se' are one address.
  email text not null
    check (email = lower(btrim(email)))
    check (char_length(email) between 3 and 254)
    check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  -- When the visitor gave consent, and which wording of the consent sentence they saw
  -- (NEWSLETTER_CONSENT_VERSION in lib/newsletter/email.ts).
  consent_at timestamptz not null default now(),
  consent_text_version text not null check (consent_text_version <> '' and char_length(consent_text_version) <= 40),
  created_at timestamptz not null default now()
);

comment on table public.newsletter_subscribers is
  'E-mail addresses for the weekly newsletter with consent time and consent-text version; written only through subscribe_newsletter().';

-- One row per address, whatever its case.
create unique index if not exists newsletter_subscribers_email_key
  on public.newsletter_subscribers (lower(email));

-- Supabase grants every privilege on new public tables to anon and authenticated by default;
-- take them all back. The public roles reach the table only through the function below.
revoke all on table public.newsletter_subscribers from public, anon, authenticated;

-- Row level security as a second lock: there is no policy, so even a stray grant lets the public
-- roles neither read, insert, change nor delete rows.
alter table public.newsletter_subscribers enable row level security;

-- The one way in. SECURITY DEFINER runs it as the table's owner; search_path is empty so no
-- object of another schema can be slipped in. A known address is kept as it is (first consent
-- stays) and the caller gets the same empty answer as for a new one.
create or replace function public.subscribe_newsletter(p_email text, p_consent_version text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  normalised text := lower(btrim(p_email));
begin
  if normalised is null
     or char_length(normalised) not between 3 and 254
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
  'Adds an address to newsletter_subscribers, or keeps it if known; returns nothing either way.';

-- Functions are executable by PUBLIC by default; only the site's public roles may call this one.
revoke all on function public.subscribe_newsletter(text, text) from public;
grant execute on function public.subscribe_newsletter(text, text) to anon, authenticated;
