import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths.ts';
import { LinkifiedText } from './LinkifiedText.tsx';

describe('LinkifiedText', () => {
  it('turns URLs into links and keeps the rest as text', () => {
    const here = `${window.location.origin}/verify-email?token=abc`;
    render(
      <MemoryRouter>
        <LinkifiedText text={`Halo!\nKlik ${here} atau https://example.com/x.`} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute('href')).toBe(`${paths.verifyEmail}?token=abc`);
    expect(links[1]?.getAttribute('href')).toBe('https://example.com/x.');
  });
});
