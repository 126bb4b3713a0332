import { lintFromString, createConfig } from '@redocly/openapi-core';
import { readFileSync } from 'node:fs';
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source: readFileSync('/tmp/openapi.json', 'utf8'), absoluteRef: '/tmp/openapi.json', config });
const want = process.argv[2];
for (const p of problems.filter(p => p.ruleId === want || p.message.includes(want)).slice(0, 6)) console.log(p.message, JSON.stringify(p.location.map(l => l.pointer)));
