import {
  compareWithFloor,
  findNode,
  FLOOR,
  markdownReport,
  median,
  parseBenchArgs,
  roundOrder,
  sampleFromLhr,
  selectRoutes,
  summarise,
  textTable,
  type BenchReport,
  type LhrLike,
  type RouteSummary,
  type RunSample,
} from '@/bench/lib/lighthouse-bench';

describe('parseBenchArgs', () => {
  it('defaults to three rounds on out/, no check, no build', () => {
    expect(parseBenchArgs([])).toEqual({
      rounds: 3,
      check: false,
      build: false,
      root: null,
      routes: null,
      saveLhr: false,
      throttling: 'simulate',
      help: false,
    });
  });

  it('reads every flag, with the value apart or after =', () => {
    expect(
      parseBenchArgs(['--rounds', '5', '--check', '--build', '--root=out-live', '--routes', '/, /jamfor', '--save-lhr', '--throttling', 'devtools']),
    ).toEqual({
      rounds: 5,
      check: true,
      build: true,
      root: 'out-live',
      routes: ['/', '/jamfor'],
      saveLhr: true,
      throttling: 'devtools',
      help: false,
    });
    expect(parseBenchArgs(['--rounds=1']).rounds).toBe(1);
    expect(parseBenchArgs(['-h']).help).toBe(true);
  });

  it.each([
    [['--rounds', '0'], '--rounds måste vara ett heltal 1–50, inte "0".'],
    [['--rounds', '2.5'], '--rounds måste vara ett heltal 1–50, inte "2.5".'],
    [['--rounds', 'tre'], '--rounds måste vara ett heltal 1–50, inte "tre".'],
    [['--rounds'], '--rounds behöver ett värde.'],
    [['--root='], '--root behöver ett värde.'],
    [['--routes', 'jamfor'], 'En sökväg i --routes ska börja med "/": "jamfor".'],
    [['--fast'], 'Okänd flagga: --fast'],
    [['--throttling', 'applied'], '--throttling är simulate eller devtools, inte "applied".'],
  ])('refuses %p', (argv, message) => {
    expect(() => parseBenchArgs(argv)).toThrow(message);
  });
});

describe('selectRoutes and roundOrder', () => {
  it('keeps the order and lists the routes the export lacks', () => {
    const exported = new Set(['/', '/jamfor', '/blog/guide-till-elavtal']);
    expect(selectRoutes(['/', '/stader/stockholm', '/jamfor', '/blog/guide-till-elavtal'], (r) => exported.has(r))).toEqual({
      present: ['/', '/jamfor', '/blog/guide-till-elavtal'],
      missing: ['/stader/stockholm'],
    });
  });

  it('measures the floor before every route', () => {
    expect(roundOrder(['/', '/jamfor'])).toEqual([FLOOR, '/', FLOOR, '/jamfor']);
    expect(roundOrder([])).toEqual([]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3])).toBe(3);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([0.98, 0.77, 0.77])).toBe(0.77);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});

/** A Lighthouse result with just the fields the bench reads. */
function lhr(overrides: Partial<LhrLike> = {}): LhrLike {
  return {
    categories: {
      performance: { score: 0.91 },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast' }, { id: 'aria-dialog-name' }] },
      'best-practices': { score: 0.96, auditRefs: [{ id: 'errors-in-console' }, { id: 'inspector-issues' }] },
      seo: { score: 1, auditRefs: [{ id: 'document-title' }, { id: 'structured-data' }] },
    },
    audits: {
      'largest-contentful-paint': { score: 0.8, numericValue: 2100.4 },
      'total-blocking-time': { score: 0.9, numericValue: 180 },
      'cumulative-layout-shift': { score: 1, numericValue: 0.0123 },
      'first-contentful-paint': { score: 1, numericValue: 900 },
      'color-contrast': { id: 'color-contrast', score: 1, scoreDisplayMode: 'binary' },
      'aria-dialog-name': { id: 'aria-dialog-name', score: null, scoreDisplayMode: 'notApplicable' },
      'errors-in-console': { id: 'errors-in-console', score: 0, scoreDisplayMode: 'binary' },
      'inspector-issues': { id: 'inspector-issues', score: 0, scoreDisplayMode: 'informative' },
      'document-title': { id: 'document-title', score: 1, scoreDisplayMode: 'binary' },
      'structured-data': { id: 'structured-data', score: null, scoreDisplayMode: 'manual' },
      'lcp-breakdown-insight': {
        score: 1,
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [] },
            {
              type: 'node',
              selector: 'div.fixed > p',
              nodeLabel: 'Vi använder kakor för att   komma ihåg dina val och, om du tillåter, mäta besök anonymt.',
            },
          ],
        },
      },
    },
    environment: { benchmarkIndex: 1520 },
    ...overrides,
  };
}

describe('sampleFromLhr', () => {
  it('reads scores, metrics, the LCP element and the failed scored audits', () => {
    expect(sampleFromLhr(lhr())).toEqual({
      performance: 0.91,
      accessibility: 1,
      bestPractices: 0.96,
      seo: 1,
      lcpMs: 2100.4,
      tbtMs: 180,
      cls: 0.0123,
      fcpMs: 900,
      lcpElement: 'div.fixed > p "Vi använder kakor för att komma ihåg dina val och, om du…"',
      failedAudits: ['errors-in-console'],
      benchmarkIndex: 1520,
    });
  });

  it('has no LCP element or CPU index when Lighthouse gives none', () => {
    const bare = lhr({ environment: {} });
    delete bare.audits['lcp-breakdown-insight'];
    expect(sampleFromLhr(bare)).toMatchObject({ lcpElement: null, benchmarkIndex: null });
  });

  it('fails when the page could not be measured', () => {
    expect(() => sampleFromLhr(lhr({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } }))).toThrow(
      'Lighthouse: NO_FCP The page did not paint',
    );
    expect(() => sampleFromLhr(lhr({ categories: { performance: { score: null } } }))).toThrow('Lighthouse gav inget värde för kategorin performance.');
  });
});

describe('findNode', () => {
  it('finds a node at any depth and gives up on none', () => {
    expect(findNode({ a: [{ b: { type: 'node', selector: 'h1' } }] })).toEqual({ type: 'node', selector: 'h1' });
    expect(findNode({ type: 'list', items: [] })).toBeNull();
    expect(findNode(null)).toBeNull();
  });
});

function sample(values: Partial<RunSample>): RunSample {
  return {
    performance: 1,
    accessibility: 1,
    bestPractices: 1,
    seo: 1,
    lcpMs: 1000,
    tbtMs: 100,
    cls: 0,
    fcpMs: 800,
    lcpElement: null,
    failedAudits: [],
    benchmarkIndex: null,
    ...values,
  };
}

describe('summarise', () => {
  it('takes each metric’s median on its own and the most common LCP element', () => {
    const summary = summarise('/jamfor', [
      sample({ performance: 0.77, lcpMs: 3490, lcpElement: 'p.cookie', failedAudits: ['errors-in-console'] }),
      sample({ performance: 0.81, lcpMs: 2900, lcpElement: 'h1' }),
      sample({ performance: 0.79, lcpMs: 3600, lcpElement: 'p.cookie', failedAudits: ['errors-in-console', 'color-contrast'] }),
    ]);
    expect(summary).toMatchObject({
      route: '/jamfor',
      runs: 3,
      performance: 0.79,
      lcpMs: 3490,
      tbtMs: 100,
      lcpElement: 'p.cookie',
      failedAudits: [
        { id: 'color-contrast', runs: 1 },
        { id: 'errors-in-console', runs: 2 },
      ],
    });
  });

  it('counts the runs whose LCP was their FCP and gives the lowest and highest LCP', () => {
    const floor = summarise(FLOOR, [sample({ lcpMs: 641.4, fcpMs: 640.6 }), sample({ lcpMs: 1566, fcpMs: 689 }), sample({ lcpMs: 2033, fcpMs: 700 })]);
    expect(floor.lcpSpread).toEqual({ lcpIsFcp: 1, minMs: 641.4, maxMs: 2033 });
  });

  it('refuses a route with no runs', () => {
    expect(() => summarise('/', [])).toThrow('Inga mätningar för /.');
  });
});

function summary(route: string, values: Partial<RunSample>): RouteSummary {
  return summarise(route, [sample(values)]);
}

describe('compareWithFloor', () => {
  const floor = summary(FLOOR, { performance: 0.98, lcpMs: 1000 });

  it('passes a route at the edge of every target: the score and LCP of the floor, and nothing moving', () => {
    const row = compareWithFloor(summary('/', { performance: 0.98, lcpMs: 1000, cls: 0.0004 }), floor);
    expect(row.misses).toEqual([]);
    expect(row.lcpRatio).toBeCloseTo(1, 10);
    expect(row.performanceDelta).toBeCloseTo(0, 10);
  });

  it('names each target a route misses', () => {
    const row = compareWithFloor(
      summary('/jamfor', { performance: 0.97, lcpMs: 1010, cls: 0.001, accessibility: 0.98, bestPractices: 0.96, seo: 0.92 }),
      floor,
    );
    expect(row.misses).toEqual([
      'perf 0,97 < golvets 0,98',
      'LCP 1,01 × golvets > 1,00',
      'CLS 0,001 > 0',
      'a11y 0,98 < 1,00',
      'BP 0,96 < 1,00',
      'SEO 0,92 < 1,00',
    ]);
  });

  it('compares scores in whole points as Lighthouse shows them', () => {
    // 0.975 shows as 98: the floor's score.
    expect(compareWithFloor(summary('/', { performance: 0.975 }), floor).misses).toEqual([]);
    expect(compareWithFloor(summary('/', { accessibility: 0.996 }), floor).misses).toEqual([]);
  });
});

describe('the table', () => {
  const floor = summary(FLOOR, { performance: 0.98, lcpMs: 1027, tbtMs: 170, fcpMs: 900, lcpElement: 'body > main > h1' });
  const report: BenchReport = {
    date: '2026-11-23T12:00:00.000Z',
    rounds: 3,
    versions: { next: '16.4.6', react: '19.3.1', lighthouse: '13.5.0', chromium: 'Chromium 156.0.8078.79' },
    spotApi: 'lokal attrapp',
    floor,
    rows: [
      compareWithFloor(summary('/', { performance: 0.97, lcpMs: 1200, tbtMs: 190, fcpMs: 950 }), floor),
      compareWithFloor(
        summary('/jamfor', {
          performance: 0.77,
          lcpMs: 3490,
          tbtMs: 544,
          cls: 0.004,
          fcpMs: 1100,
          lcpElement: 'div.fixed > p',
          failedAudits: ['errors-in-console'],
        }),
        floor,
      ),
    ],
    skipped: ['/stader/stockholm'],
    jsKib: { [FLOOR]: 168.04, '/': 180.66 },
    benchmarkIndex: 1480,
    throttling: 'devtools',
    load: { min: 0.42, max: 1.3 },
  };

  it('writes Markdown with the floor first, the ratios, the misses and the notes', () => {
    const md = markdownReport(report);
    expect(md).toContain('| sida | perf | Δ perf | LCP ms | LCP/golv | TBT ms | CLS | FCP ms | a11y | BP | SEO | JS KiB | mål |');
    expect(md).toContain(`| ${FLOOR} | 0,98 |  | 1\u202F027 | 1,00 | 170 | 0,000 | 900 | 1,00 | 1,00 | 1,00 | 168,0 |  |`);
    expect(md).toContain(
      '| / | 0,97 | −0,01 | 1\u202F200 | 1,17 | 190 | 0,000 | 950 | 1,00 | 1,00 | 1,00 | 180,7 | perf 0,97 < golvets 0,98; LCP 1,17 × golvets > 1,00 |',
    );
    expect(md).toContain(
      '| /jamfor | 0,77 | −0,21 | 3\u202F490 | 3,40 | 544 | 0,004 | 1\u202F100 | 1,00 | 1,00 | 1,00 |  | perf 0,77 < golvets 0,98; LCP 3,40 × golvets > 1,00; CLS 0,004 > 0 |',
    );
    expect(md).toContain('- /jamfor: div.fixed > p');
    expect(md).toContain('- /jamfor: errors-in-console (1/1)');
    expect(md).toContain('Finns inte i exporten, inte mätta: /stader/stockholm.');
    expect(md).toContain('median av 3 omgångar, strypning devtools. Next 16.4.6, React 19.3.1, Chromium 156.0.8078.79.');
    expect(md).toContain('CPU-index (median): 1\u202F480. Maskinens last (1 min): 0,4–1,3.');
    expect(md).toContain(`- ${FLOOR}: LCP = FCP i 0 av 1; 1\u202F027–1\u202F027 ms`);
    expect(md).toContain('- /jamfor: LCP = FCP i 0 av 1; 3\u202F490–3\u202F490 ms');
  });

  it('lines the terminal table up in columns', () => {
    const lines = textTable(report).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]?.startsWith('sida ')).toBe(true);
    const perfEnd = (line: string) => line.indexOf('perf') + 4;
    expect(lines[1]?.slice(perfEnd(lines[0] ?? '') - 4, perfEnd(lines[0] ?? ''))).toBe('0,98');
    expect(lines[3]?.slice(perfEnd(lines[0] ?? '') - 4, perfEnd(lines[0] ?? ''))).toBe('0,77');
  });
});
