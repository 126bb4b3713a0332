import { describe, expect, it } from 'vitest';
import english from '../../../src/i18n/en';
import french from '../../../src/i18n/fr';
import urdu from '../../../src/i18n/ur';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();
const englishTexts = new Map(flatten(english.messages as Tree));

describe.each([
  ['French', french],
  ['Urdu', urdu],
])('%s messages', (_, bundle) => {
  const texts = new Map(flatten(bundle.messages as Tree));

  it('have every English key, and no other', () => {
    expect([...englishTexts.keys()].filter((key) => !texts.has(key))).toEqual([]);
    expect([...texts.keys()].filter((key) => !englishTexts.has(key))).toEqual([]);
  });

  it('say something for every key, with only the placeholders English has, and its plural forms', () => {
    const problems = [...englishTexts].flatMap(([key, englishText]) => {
      const text = texts.get(key) ?? '';
      if (!text.trim() && englishText.trim()) return [`${key}: empty`];
      // A translation may leave a placeholder out (react-admin's French does, for grammar), never invent one.
      const unknown = placeholders(text).filter((name) => !placeholders(englishText).includes(name));
      if (unknown.length) return [`${key}: unknown placeholders ${unknown.join(', ')}`];
      if (englishText.includes('||||') !== text.includes('||||')) return [`${key}: plural forms differ`];
      return [];
    });
    expect(problems).toEqual([]);
  });
});
