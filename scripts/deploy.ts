/**
 * `npm run deploy -- --target deploy@example.se:/var/www/elvalet`: publishes out/ as a new release
 * on a host served with deploy/nginx.conf and makes it live in one step; the previous releases and
 * their hashed files stay (scripts/lib/deploy.ts; docs/deploy.md, "Releases on nginx").
 *
 *   --target user@host:/path | /local/path   where (or DEPLOY_TARGET); a local path for a server
 *                                            deploying its own checkout, and for the tests
 *   --from out                               the export to publish
 *   --keep 5                                 releases kept for a rollback (at least 2)
 *   --ssh-key FILE --known-hosts FILE --ssh-port N
 *   --rollback [--to <id>]                   make the release before the live one (or <id>) live
 *   --status                                 list the releases on the host
 *
 * A new release is refused while nobody is named as running the site (`npm run publish:check`),
 * before anything is uploaded. A rollback is not: it goes back to a release published before.
 */
import { siteConfig } from '../lib/site';

import { deployRelease, describeTarget, parseDeployArgs, releaseHost, releaseStatus, rollbackRelease } from './lib/deploy';
import { publishProblems } from './lib/publishable';

async function main(): Promise<void> {
  const command = parseDeployArgs(process.argv.slice(2), process.env);
  const host = releaseHost(command.target, command.ssh);
  const where = describeTarget(command.target);
  if (command.action === 'status') {
    for (const release of await releaseStatus(host)) {
      const state = {
        live: 'live',
        retired: `ur drift sedan ${release.retiredAt}`,
        trimmed: `ur drift sedan ${release.retiredAt}, bara hashade filer kvar`,
        unused: 'aldrig live',
      }[release.state];
      console.log(`${release.id}  ${state}`);
    }
    return;
  }
  if (command.action === 'rollback') {
    const result = await rollbackRelease(host, { keep: command.keep, ...(command.to ? { to: command.to } : {}) });
    console.log(`Release ${result.id} är live igen på ${where}.${result.removed.length > 0 ? ` Borttagna: ${result.removed.join(', ')}.` : ''}`);
    return;
  }
  const problems = publishProblems(siteConfig, command.from);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✗ ${problem}`);
    throw new Error('sajten kan inte publiceras ännu; inget har laddats upp.');
  }
  const result = await deployRelease(host, command.from, { keep: command.keep, log: (message) => console.log(message) });
  console.log(
    `Release ${result.id} är live på ${where}${result.previous ? ` (före: ${result.previous}; npm run deploy -- --target … --rollback går tillbaka)` : ''}.` +
      (result.removed.length > 0 ? ` Borttagna: ${result.removed.join(', ')}.` : '') +
      (result.trimmed.length > 0 ? ` Bara hashade filer kvar: ${result.trimmed.join(', ')}.` : ''),
  );
}

main().catch((error: unknown) => {
  console.error(`deploy misslyckades: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
