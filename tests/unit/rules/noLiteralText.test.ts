import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/** The house's ESLint config, on a component as if it lived in src/ (where the rule applies). */
async function literalTextFindings(code: string, filePath = 'src/resources/example/Example.tsx') {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'i18next/no-literal-string').map((m) => m.line);
}

describe('no literal text on screen (i18next/no-literal-string)', () => {
  it('fails on text in JSX and in the attributes people read or hear, aria labels included', async () => {
    const code = [
      "import { Button, TextField } from '@mui/material';",
      'export const Example = ({ open }: { open: boolean }) => (',
      '  <div>',
      '    <h2>Shipment details</h2>',
      '    <TextField label="Reference number" helperText="As on the builty" />',
      '    <Button aria-label="Close the dialog">{open ? "Open" : "Closed"}</Button>',
      '  </div>',
      ');',
    ].join('\n');
    expect(await literalTextFindings(code)).toEqual(expect.arrayContaining([4, 5, 6]));
  });

  it('lets message keys, translated text, figures and symbols through, and the messages files alone', async () => {
    const code = [
      "import { useTranslate } from 'react-admin';",
      "import { TextField } from '@mui/material';",
      'export const Example = ({ count }: { count: number }) => {',
      '  const translate = useTranslate();',
      '  return (',
      '    <div>',
      "      <h2>{translate('app.shipments.details')}</h2>",
      '      <TextField label="resources.shipments.fields.code" helperText={translate(\'app.x.help\')} />',
      '      <span>{count} · 12 × 3 →</span>',
      '    </div>',
      '  );',
      '};',
    ].join('\n');
    expect(await literalTextFindings(code)).toEqual([]);
    expect(await literalTextFindings('export const X = () => <p>Plain words</p>;', 'src/i18n/en/example.tsx')).toEqual(
      [],
    );
  });
});
