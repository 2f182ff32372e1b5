/**
 * @jest-environment node
 */
import { createBlogCollection, createGuideCollection, createSchoolLoader } from '@/lib/content/editorial/collections';
import { SCHOOL_SECTION_IDS } from '@/lib/content/editorial/schemas';

import { blogArticle, blogFiles, fixtureRoot, removeFixtureRoots, SVG, words } from './fixture-root';

afterAll(removeFixtureRoots);

function blog(files: Record<string, string>) {
  return createBlogCollection({ root: fixtureRoot(files) });
}

describe('blog collection', () => {
  it('reads an article with its computed fields', () => {
    const articles = blog(blogFiles('elpris-test')).all();
    expect(articles).toHaveLength(1);
    const [article] = articles;
    expect(article).toMatchObject({
      slug: 'elpris-test',
      path: '/blog/elpris-test',
      file: 'content/blog/elpris-test.md',
      category: 'Tips',
      tags: ['elpris', 'spotpris'],
      publishDate: '2026-11-23',
      author: 'Elvalets redaktion',
      // 2 × 400 words of prose plus the headings 'Första delen' and 'Andra delen'.
      wordCount: 804,
      readTimeMinutes: 5,
    });
    expect(article!.body).toMatch(/^## Första delen/);
    expect(Object.isFrozen(article)).toBe(true);
  });

  it('lists newest first, ties by slug, and finds by slug', () => {
    const collection = blog({
      ...blogFiles('b-artikel', { publishDate: '2026-11-20', updatedDate: '2026-11-20' }),
      ...blogFiles('c-artikel', { publishDate: '2026-11-23' }),
      ...blogFiles('a-artikel', { publishDate: '2026-11-23' }),
    });
    expect(collection.slugs()).toEqual(['a-artikel', 'c-artikel', 'b-artikel']);
    expect(collection.get('b-artikel')?.publishDate).toBe('2026-11-20');
    expect(collection.get('finns-inte')).toBeUndefined();
    expect(collection.get('__proto__')).toBeUndefined();
  });

  it('is empty when the directory does not exist yet', () => {
    expect(blog({}).all()).toEqual([]);
  });

  it('fails on a misspelt field, naming the file and both fields', () => {
    const text = blogArticle('stavfel').replace(/^title:/m, 'tittle:');
    const collection = blog({ 'content/blog/stavfel.md': text, 'public/images/blog/stavfel.svg': SVG });
    expect(() => collection.all()).toThrow(/Invalid content in content\/blog\/stavfel\.md:\n/);
    expect(() => collection.all()).toThrow(/\n {2}title: /);
    expect(() => collection.all()).toThrow(/\(root\): Unrecognized key: "tittle"/);
  });

  it.each([
    ['a day that does not exist', '2026-02-30', /publishDate: not a real calendar date/],
    ['a Swedish-style date', '23/11/2026', /publishDate: expected a date written YYYY-MM-DD/],
    ['a month 13', '2026-13-01', /publishDate: not a real calendar date/],
  ])('fails on %s, naming the file and the field', (_, date, message) => {
    const collection = blog(blogFiles('fel-datum', { publishDate: date, updatedDate: '2026-11-23' }));
    expect(() => collection.all()).toThrow(/Invalid content in content\/blog\/fel-datum\.md/);
    expect(() => collection.all()).toThrow(message);
  });

  it('fails when updatedDate lies before publishDate', () => {
    const collection = blog(blogFiles('bakvant', { publishDate: '2026-11-23', updatedDate: '2026-11-22' }));
    expect(() => collection.all()).toThrow(/updatedDate: updatedDate lies before publishDate/);
  });

  it.each([
    ['an unknown category', { category: 'Nyheter' }, /category: /],
    ['upper-case tags', { tags: '[Elpris, spotpris]' }, /tags\.0: tags are lower-case Swedish words/],
    ['one tag only', { tags: '[elpris]' }, /tags: expected 2–6 tags/],
    ['a repeated tag', { tags: '[elpris, elpris]' }, /tags: tags must be unique/],
    ['a short title', { title: 'Kort' }, /title: expected 20–90 characters/],
    [
      'an FAQ of one question',
      { extra: 'faq:\n  - question: "Vad kostar el?"\n    answer: "Det beror på elområde och avtal."\n' },
      /faq: expected 2–4 questions/,
    ],
  ])('fails on %s', (_, fixture, message) => {
    expect(() => blog(blogFiles('fel', fixture)).all()).toThrow(message);
  });

  it('accepts Swedish tags and an FAQ of two questions', () => {
    const faq =
      'faq:\n  - question: "Vad är elområde?"\n    answer: "Ett av fyra områden, SE1–SE4."\n  - question: "Vad är spotpris?"\n    answer: "Priset på elbörsen timme för timme."\n';
    const [article] = blog(blogFiles('ok', { tags: '[elnätsavgift, högkostnadsskydd, spotpris]', extra: faq })).all();
    expect(article!.tags).toEqual(['elnätsavgift', 'högkostnadsskydd', 'spotpris']);
    expect(article!.faq).toHaveLength(2);
  });

  it('fails on another author', () => {
    const text = blogArticle('forfattare').replace('author: Elvalets redaktion', 'author: Anna Andersson');
    const collection = blog({ 'content/blog/forfattare.md': text, 'public/images/blog/forfattare.svg': SVG });
    expect(() => collection.all()).toThrow(/author: expected "Elvalets redaktion"/);
  });

  it('fails on a body outside 700–1 500 words, counting a directive as one word', () => {
    const short = blog(blogFiles('kort', { body: `## Rubrik\n\n${words(690)}\n` }));
    expect(() => short.all()).toThrow(/content\/blog\/kort\.md:\n {2}body: 691 words, expected 700–1500/);
    const justEnough = blog(blogFiles('precis', { body: `${words(697)} {{spot.month SE3 2025-10}} {{tax.vat}} {{spot.latestDay}}\n` }));
    expect(justEnough.all()[0]!.wordCount).toBe(700);
  });

  it('fails when the image path or file does not match the slug', () => {
    const wrongPath = blogArticle('bild').replace('/images/blog/bild.svg', '/images/blog/annan.svg');
    expect(() => blog({ 'content/blog/bild.md': wrongPath, 'public/images/blog/bild.svg': SVG }).all()).toThrow(/image: expected \/images\/blog\/bild\.svg/);
    expect(() => blog({ 'content/blog/bild.md': blogArticle('bild') }).all()).toThrow(/image: public\/images\/blog\/bild\.svg does not exist/);
  });

  it('fails on a file name that is not a slug, and on broken YAML', () => {
    expect(() => blog({ 'content/blog/Stor-Bokstav.md': blogArticle('Stor-Bokstav') }).all()).toThrow(/content\/blog\/Stor-Bokstav\.md:\n {2}file name: /);
    const broken = blogArticle('yaml').replace(/^title: .*$/m, 'title: "Elpris: ett citat som inte stängs');
    expect(() => blog({ 'content/blog/yaml.md': broken, 'public/images/blog/yaml.svg': SVG }).all()).toThrow(
      /content\/blog\/yaml\.md:\n {2}front matter: YAML does not parse/,
    );
    expect(() => blog({ 'content/blog/ingen.md': '# Bara text\n' }).all()).toThrow(/ingen\.md:\n {2}front matter: the file must start/);
  });
});

function guide(slug: string, featured: boolean): Record<string, string> {
  const faq = [1, 2, 3].map((n) => `  - question: "Fråga nummer ${n}?"\n    answer: "Ett svar som är tillräckligt långt."`).join('\n');
  const text = blogArticle(slug, {
    category: 'Avtal',
    extra: `featured: ${featured}\nicon: file-text\nfaq:\n${faq}\n`,
    body: `## Ett\n\n${words(400)}\n\n## Två\n\n${words(400)}\n\n## Tre\n\n${words(400)}\n`,
  }).replace(`/images/blog/${slug}.svg`, `/images/guider/${slug}.svg`);
  return { [`content/guides/${slug}.md`]: text, [`public/images/guider/${slug}.svg`]: SVG };
}

describe('guide collection', () => {
  it('reads guides with their icon, featured flag and three questions', () => {
    const guides = createGuideCollection({ root: fixtureRoot({ ...guide('a', true), ...guide('b', true), ...guide('c', false) }) });
    expect(guides.all().map((g) => [g.slug, g.featured, g.icon, g.faq.length, g.path])).toEqual([
      ['a', true, 'file-text', 3, '/guider/a'],
      ['b', true, 'file-text', 3, '/guider/b'],
      ['c', false, 'file-text', 3, '/guider/c'],
    ]);
  });

  it('fails unless exactly two guides are featured', () => {
    const three = createGuideCollection({ root: fixtureRoot({ ...guide('a', true), ...guide('b', true), ...guide('c', true) }) });
    expect(() => three.all()).toThrow(/content\/guides\/c\.md:\n {2}featured: 3 guides are featured, expected exactly 2/);
    const one = createGuideCollection({ root: fixtureRoot({ ...guide('a', true), ...guide('b', false) }) });
    expect(() => one.all()).toThrow(/featured: 1 guides are featured, expected exactly 2/);
  });

  it('fails on a blog category in a guide', () => {
    const files = guide('a', true);
    files['content/guides/a.md'] = files['content/guides/a.md']!.replace('category: Avtal', 'category: Tips');
    expect(() => createGuideCollection({ root: fixtureRoot(files) }).all()).toThrow(/content\/guides\/a\.md:\n {2}category: /);
  });
});

function schoolFiles(overrides: Record<string, string> = {}): Record<string, string> {
  const files: Record<string, string> = {
    'content/school/index.md': `---\ntitle: "Elavtalsskolan"\nseoTitle: "Elavtalsskolan – lär dig allt om elavtal"\ndescription: "Åtta korta avsnitt om elavtal: grunderna, avtalstyperna, kostnaderna, hur du jämför och byter och vilka misstag du ska undvika."\npublishDate: 2026-11-23\nupdatedDate: 2026-11-23\nauthor: Elvalets redaktion\n---\n${words(80)}\n`,
  };
  SCHOOL_SECTION_IDS.forEach((id, i) => {
    files[`content/school/0${i + 1}-${id}.md`] = `---\nid: ${id}\ntitle: "Avsnitt ${i + 1}"\nnavLabel: "Del ${i + 1}"\n---\n### Underrubrik\n\n${words(300)}\n`;
  });
  return { ...files, ...overrides };
}

describe('school', () => {
  it('reads the introduction and the eight sections in order', () => {
    const school = createSchoolLoader({ root: fixtureRoot(schoolFiles()) })();
    expect(school.title).toBe('Elavtalsskolan');
    expect(school.path).toBe('/el-avtals-skolan');
    expect(school.sections.map((s) => s.id)).toEqual([...SCHOOL_SECTION_IDS]);
    expect(school.sections[3]).toMatchObject({ id: 'kostnader', navLabel: 'Del 4', file: 'content/school/04-kostnader.md' });
    // 80 + 8 × (300 + 1 heading word).
    expect(school.wordCount).toBe(2488);
  });

  it('fails without its introduction (the page cannot exist without it)', () => {
    expect(() => createSchoolLoader({ root: fixtureRoot({}) })()).toThrow(/content\/school\/index\.md:\n {2}file: missing/);
  });

  it('gives each section its anchor on the page', () => {
    const school = createSchoolLoader({ root: fixtureRoot(schoolFiles()) })();
    expect(school.sections[0]?.path).toBe('/el-avtals-skolan#grunderna');
  });

  it('fails on a missing section file and on an id that does not match its file name', () => {
    const missing = schoolFiles();
    delete missing['content/school/04-kostnader.md'];
    expect(() => createSchoolLoader({ root: fixtureRoot(missing) })()).toThrow(/content\/school:\n {2}04-kostnader\.md: missing section file/);

    const wrongId = schoolFiles();
    wrongId['content/school/04-kostnader.md'] = wrongId['content/school/04-kostnader.md']!.replace('id: kostnader', 'id: spara-el');
    expect(() => createSchoolLoader({ root: fixtureRoot(wrongId) })()).toThrow(/04-kostnader\.md:\n {2}id: expected "kostnader"/);
  });

  it('fails on a navigation label over 24 characters and on a short introduction', () => {
    const longLabel = schoolFiles();
    longLabel['content/school/01-grunderna.md'] = longLabel['content/school/01-grunderna.md']!.replace(
      'navLabel: "Del 1"',
      'navLabel: "Grunderna om el och elavtal"',
    );
    expect(() => createSchoolLoader({ root: fixtureRoot(longLabel) })()).toThrow(/01-grunderna\.md:\n {2}navLabel: expected 2–24 characters/);

    const shortIntro = schoolFiles();
    shortIntro['content/school/index.md'] = shortIntro['content/school/index.md']!.replace(words(80), words(40));
    expect(() => createSchoolLoader({ root: fixtureRoot(shortIntro) })()).toThrow(/index\.md:\n {2}body: 40 words, expected 60–150/);
  });
});
