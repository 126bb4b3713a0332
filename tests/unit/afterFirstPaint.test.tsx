import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AfterFirstPaint } from '../../src/components/AfterFirstPaint';

describe('AfterFirstPaint', () => {
  it('leaves its children out of the first render, and mounts them once that has painted', async () => {
    render(
      <>
        <p>Facts</p>
        <AfterFirstPaint>
          <p>Related tabs</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByText('Facts')).toBeInTheDocument();
    expect(screen.queryByText('Related tabs')).not.toBeInTheDocument();
    expect(await screen.findByText('Related tabs')).toBeInTheDocument();
  });
});
