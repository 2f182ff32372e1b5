import { inlineLinkProblem, link, mailLink, parseInlineLinks, plainText } from '@/lib/inline-links';
import { proseSectionSchema, simplePageSchema } from '@/lib/content/schemas';

describe('inline links', () => {
  it('splits text into plain parts and links, in order', () => {
    expect(parseInlineLinks('Läs vår [cookiepolicy](/cookies) eller mejla [oss](mailto:a@b.se).')).toEqual([
      { kind: 'text', text: 'Läs vår ' },
      { kind: 'link', text: 'cookiepolicy', href: '/cookies' },
      { kind: 'text', text: ' eller mejla ' },
      { kind: 'link', text: 'oss', href: 'mailto:a@b.se' },
      { kind: 'text', text: '.' },
    ]);
    expect(parseInlineLinks('Inga länkar (bara parenteser) [och hakparenteser].')).toEqual([
      { kind: 'text', text: 'Inga länkar (bara parenteser) [och hakparenteser].' },
    ]);
    expect(plainText('Klaga hos [IMY](https://www.imy.se).')).toBe('Klaga hos IMY.');
  });

  it('writes links one way', () => {
    expect(link('ARN', 'https://www.arn.se')).toBe('[ARN](https://www.arn.se)');
    expect(mailLink('kontakt@elvalet.se')).toBe('[kontakt@elvalet.se](mailto:kontakt@elvalet.se)');
  });

  it.each([
    ['/cookies', null],
    ['/', null],
    ['/stader/malung-salen', null],
    ['/jamfor?type=fast', null],
    ['/el-avtals-skolan#kostnader', null],
    ['/Blog', 'not a path of this site: /Blog'],
    ['//evil.example', 'not a path of this site: //evil.example'],
    ['/blog/', 'not a path of this site: /blog/'],
    ['https://www.imy.se', null],
    ['http://www.imy.se', 'not an https address: http://www.imy.se'],
    ['mailto:kontakt@elvalet.se', null],
    ['mailto:kontakt', 'not an e-mail address: mailto:kontakt'],
    ['javascript:alert(1)', 'not an https address: javascript:alert(1)'],
  ])('checks %s', (href, problem) => {
    expect(inlineLinkProblem(href)).toBe(problem);
  });
});

describe('the content schema checks links and lead-ins when the site builds', () => {
  // That a site path names a page the export has is the site-wide check's, over out/ (tests/site).
  it('refuses a link that is not a path of this site, an https address or an e-mail address', () => {
    const result = proseSectionSchema.safeParse({ heading: 'Rubrik', paragraphs: ['Läs [guiderna](/Guider).'] });
    expect(result.success).toBe(false);
    const insecure = proseSectionSchema.safeParse({ heading: 'Rubrik', paragraphs: ['Läs [guiderna](http://example.se).'] });
    expect(insecure.error?.issues[0]?.message).toBe("Link 'guiderna': not an https address: http://example.se");
  });

  it('accepts links to pages that exist, authorities and e-mail addresses', () => {
    const section = { heading: 'Rubrik', paragraphs: ['Se [cookiepolicyn](/cookies), [IMY](https://www.imy.se) och [oss](mailto:a@b.se).'] };
    expect(proseSectionSchema.safeParse(section).success).toBe(true);
  });

  it('refuses a lead-in ending in a colon that is not right before its list', () => {
    expect(proseSectionSchema.safeParse({ heading: 'R', paragraphs: ['Du har rätt att:', 'Något annat.'], list: ['a', 'b'] }).success).toBe(false);
    expect(proseSectionSchema.safeParse({ heading: 'R', paragraphs: ['Du har rätt att:'] }).success).toBe(false);
    expect(proseSectionSchema.safeParse({ heading: 'R', paragraphs: ['Inledning.', 'Du har rätt att:'], list: ['a'], closing: ['Sedan.'] }).success).toBe(true);
  });

  it('checks the intro of a legal page too', () => {
    const page = {
      title: 'Titel',
      description: 'En beskrivning som är tillräckligt lång för att uppfylla kravet på minst sjuttio tecken.',
      keywords: ['a', 'b', 'c'],
      h1: 'Rubrik',
      intro: 'Läs [bloggen](blogg).',
      updated: '2026-11-23',
      sections: [{ heading: 'R', paragraphs: ['Text.'] }],
    };
    expect(simplePageSchema.safeParse(page).success).toBe(false);
  });
});
