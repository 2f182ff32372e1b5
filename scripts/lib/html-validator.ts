import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The W3C Nu HTML Checker (vnu.jar from the `vnu-jar` npm package, run with the machine's Java) over
 * the exported pages: one Java process for all of them. Its install script, which would download a
 * JRE, is denied in package.json's allowScripts; CI installs Debian's default-jre-headless instead.
 */

export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

export interface Finding {
  file: string;
  /** 'line:column' in the file (the pages are mostly one long line, so the column matters). */
  line: string | null;
  message: string;
  extract: string;
}

export interface IgnoredGroup {
  reason: string;
  count: number;
}

export interface HtmlReport {
  errors: Finding[];
  warnings: Finding[];
  /** vnu's info messages without a warning (e.g. the trailing slash on void elements Next writes). */
  infos: number;
  ignored: IgnoredGroup[];
}

/**
 * Warnings that come from checking files instead of a served site, each with the reason it is not a
 * finding. The pages' Content-Security-Policy allows 'self'; a file read from disk has no origin,
 * so vnu cannot match the site's own scripts, stylesheets and images against it (the nginx project
 * of Playwright checks the policy in a browser, with zero violations).
 */
const FILE_ARTEFACTS: ReadonlyArray<{ reason: string; test: (m: VnuMessage) => boolean }> = [
  {
    reason: "resurser från webbplatsen själv mot CSP:ns 'self' (en fil från disk har inget ursprung att jämföra med)",
    test: (m) => /^Resource violates Content Security Policy \(meta tag\): .*“\/[^/]/.test(m.message),
  },
  {
    reason: 'JSON-LD-block mot CSP:ns script-src (ett datablock körs aldrig, så webbläsaren prövar det inte mot policyn)',
    test: (m) => m.message.startsWith('Inline script violates Content Security Policy') && /<script type="application\/ld\+json"/.test(m.extract ?? ''),
  },
];

export function vnuJarPath(projectRoot: string): string {
  const resolve = createRequire(path.join(projectRoot, 'package.json')).resolve;
  return path.join(path.dirname(resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
}

/** The Java to run vnu.jar with: $JAVA, else `java` on the PATH; null when there is none. */
export function findJava(env: Readonly<Record<string, string | undefined>> = process.env): string | null {
  const java = env.JAVA ?? 'java';
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  return probe.status === 0 ? java : null;
}

/**
 * The JVM's flags for one short vnu run: a deeper thread stack (vnu's own advice for large pages),
 * the client compiler only and the serial collector. Over the 622 pages of out/ on two cores
 * (2026-11-26) that took 18 s and 19 CPU seconds, against 21 s and 29 CPU seconds with the JVM's
 * defaults, whose optimising compiler and parallel collector cost more than a one-minute run gains.
 */
const VNU_JVM_FLAGS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** Runs vnu.jar once over `files` and returns its messages. Throws when vnu itself fails. */
export function runVnu(java: string, jar: string, files: readonly string[]): VnuMessage[] {
  if (!existsSync(jar)) throw new Error(`Hittar inte ${jar} (npm ci installerar vnu-jar).`);
  const result = spawnSync(java, [...VNU_JVM_FLAGS, '-jar', jar, '--format', 'json', '--stdout', ...files], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  let parsed: unknown;
  try {
    parsed = JSON.parse(result.stdout);
  } catch {
    throw new Error(`vnu gav inget JSON (kod ${result.status}): ${result.stderr.slice(0, 500)}`);
  }
  const messages = (parsed as { messages?: unknown }).messages;
  if (!Array.isArray(messages)) throw new Error('vnu gav inga meddelanden.');
  return messages as VnuMessage[];
}

function fileOf(message: VnuMessage, outDir: string): string {
  if (!message.url) return '(okänd fil)';
  const file = message.url.startsWith('file:') ? decodeURIComponent(new URL(message.url).pathname) : message.url;
  return path.relative(outDir, file) || file;
}

/** Errors (the gate), warnings (listed), and what is left out as an artefact of checking files. */
export function classifyVnu(messages: readonly VnuMessage[], outDir: string): HtmlReport {
  const report: HtmlReport = { errors: [], warnings: [], infos: 0, ignored: FILE_ARTEFACTS.map(({ reason }) => ({ reason, count: 0 })) };
  for (const message of messages) {
    const finding: Finding = {
      file: fileOf(message, outDir),
      line: message.lastLine === undefined ? null : `${message.lastLine}:${message.lastColumn ?? message.firstColumn ?? '?'}`,
      message: message.message,
      extract: (message.extract ?? '').replace(/\s+/g, ' ').trim(),
    };
    if (message.type === 'error' || message.type === 'non-document-error') {
      report.errors.push(finding);
      continue;
    }
    if (message.subType !== 'warning') {
      report.infos += 1;
      continue;
    }
    const artefact = FILE_ARTEFACTS.findIndex(({ test }) => test(message));
    if (artefact >= 0) report.ignored[artefact]!.count += 1;
    else report.warnings.push(finding);
  }
  return report;
}

function listFindings(findings: readonly Finding[]): string[] {
  return findings.map((f) => `  ${f.file}${f.line === null ? '' : `:${f.line}`}: ${f.message}${f.extract ? `\n      ${f.extract.slice(0, 160)}` : ''}`);
}

/** The report as the check prints it, in Swedish like the project's other checks. */
export function formatHtmlReport(report: HtmlReport, pages: number): string {
  const lines = [`W3C Nu HTML Checker: ${pages} sidor, ${report.errors.length} fel, ${report.warnings.length} varningar.`];
  if (report.errors.length > 0) lines.push('Fel:', ...listFindings(report.errors));
  if (report.warnings.length > 0) lines.push('Varningar:', ...listFindings(report.warnings));
  for (const group of report.ignored) {
    if (group.count > 0) lines.push(`Utelämnat (${group.count}): ${group.reason}.`);
  }
  if (report.infos > 0) lines.push(`Upplysningar utan varning (t.ex. snedstreck i tomma element): ${report.infos}.`);
  return lines.join('\n');
}
