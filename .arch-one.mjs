import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const t = Date.now();
const res = await eslint.lintFiles([process.argv[2]]);
console.log(Date.now() - t, 'ms', res.map(r => r.messages.map(m => m.ruleId + ' ' + m.message)).flat());
