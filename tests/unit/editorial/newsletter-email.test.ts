import fc from 'fast-check';

import { checkEmail, EMAIL_MESSAGES } from '@/lib/newsletter/email';

describe('checkEmail', () => {
  it.each([
    ['anna@exempel.se', 'anna@exempel.se'],
    ['  Anna.Svensson@Exempel.SE ', 'anna.svensson@exempel.se'],
    ['bo+nyhetsbrev@mail.example.com', 'bo+nyhetsbrev@mail.example.com'],
    ['kalle@räksmörgås.se', 'kalle@räksmörgås.se'],
    ["o'brien@exempel.se", "o'brien@exempel.se"],
  ])('accepts %s as %s', (input, email) => {
    expect(checkEmail(input)).toEqual({ ok: true, email });
  });

  it('asks for an address when there is none', () => {
    expect(checkEmail('   ')).toEqual({ ok: false, message: EMAIL_MESSAGES.empty });
  });

  it.each([
    'anna',
    'anna@',
    '@exempel.se',
    'anna@exempel',
    'anna@exempel.s',
    'anna@@exempel.se',
    'anna svensson@exempel.se',
    'anna@exem pel.se',
    '.anna@exempel.se',
    'anna..svensson@exempel.se',
    'anna@-exempel.se',
    'anna@exempel..se',
    'anna@exempel.se.',
    `${'a'.repeat(65)}@exempel.se`,
    `anna@${'a'.repeat(250)}.se`,
  ])('refuses %s', (input) => {
    expect(checkEmail(input)).toEqual({ ok: false, message: EMAIL_MESSAGES.invalid });
  });

  it('never throws and always returns a lower-case, trimmed address when it accepts one', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (input) => {
        const result = checkEmail(input);
        if (result.ok) {
          expect(result.email).toBe(result.email.trim().toLowerCase());
          expect(result.email).toContain('@');
        }
      }),
    );
  });
});
