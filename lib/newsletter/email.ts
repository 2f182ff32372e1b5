/**
 * The newsletter's e-mail field (docs/rules/consent-and-privacy.md: validated e-mail; docs/rules/consent-and-privacy.md left
 * the rules open). Pure, so the form island and the tests share it.
 */

/** The consent sentence's version, stored with each address (consent_text_version). Change it when the sentence changes. */
export const NEWSLETTER_CONSENT_VERSION = '2026-11-23';

/** RFC 5321 limits: 254 characters in all, 64 before the '@', 63 per domain label. */
const MAX_LENGTH = 254;
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL = /^\p{L}{2,63}$/u;

export const EMAIL_MESSAGES = {
  empty: 'Skriv din e-postadress.',
  invalid: 'Kontrollera e-postadressen. Den ska se ut som namn@exempel.se.',
} as const;

export type EmailCheck = { ok: true; email: string } | { ok: false; message: string };

/** The address as it will be stored (trimmed, lower case), or the message to show. */
export function checkEmail(input: string): EmailCheck {
  const email = input.trim();
  if (email === '') return { ok: false, message: EMAIL_MESSAGES.empty };
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  const valid =
    at > 0 &&
    email.length <= MAX_LENGTH &&
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(labels[labels.length - 1]!);
  return valid ? { ok: true, email: email.toLowerCase() } : { ok: false, message: EMAIL_MESSAGES.invalid };
}
