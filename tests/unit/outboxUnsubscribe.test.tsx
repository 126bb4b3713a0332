import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { MESSAGES } from '#domain/messages';
import { authRoutes } from '../../src/custom/auth/authRoutes';
import { addressInUnsubscribeToken } from '#domain/unsubscribeClaims';
import { answer, expectNoA11yViolations, mockApi, refusal } from './outboxFixtures';

/** The auth pages call the httpClient's default base, '/api' on the page's own origin. */
const API = new URL('/api', window.location.href).href;
const server = mockApi();
const BAD_LINK = MESSAGES.unsubscribeLinkInvalid;

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const tokenFor = (email: string) => `${base64url(JSON.stringify({ email, companyId: 3 }))}.c2lnbmF0dXJl`;

/** Serves the unsubscribe call with `reply`, keeping each body it was sent. */
function serveUnsubscribe(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/config/:name`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    http.post(`${API}/unsubscribe`, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

async function openAt(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext>
        <Routes>{authRoutes}</Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

describe('the unsubscribe page', () => {
  it('names the address, changes nothing until the button is pressed, then says it is done', async () => {
    const token = tokenFor('ops@acme.example');
    const bodies = serveUnsubscribe(() => answer({ email: 'ops@acme.example', companyName: 'Acme Textiles' }));
    const { user, container } = await openAt(`/auth/unsubscribe?token=${token}`);
    expect(screen.getByText('Stop sending e-mail notifications to ops@acme.example?')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await expectNoA11yViolations(container);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'ops@acme.example no longer gets the e-mail notifications of Acme Textiles.',
    );
    expect(bodies).toEqual([{ token }]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    await expectNoA11yViolations(container);
  });

  it("a token the API refuses shows the API's reason, and the button stays to try again", async () => {
    serveUnsubscribe(() => refusal(400, BAD_LINK));
    const { user } = await openAt(`/auth/unsubscribe?token=${tokenFor('ops@acme.example')}x`);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BAD_LINK);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it('a token it cannot read asks about "the address this link was sent to"', async () => {
    serveUnsubscribe(() => refusal(400, BAD_LINK));
    await openAt('/auth/unsubscribe?token=garbled');
    expect(
      screen.getByText('Stop sending e-mail notifications to the address this link was sent to?'),
    ).toBeInTheDocument();
  });

  it('a link without its token says so and offers no button', async () => {
    serveUnsubscribe(() => refusal(400, BAD_LINK));
    await openAt('/auth/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is incomplete');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('reads the address of a token in any script, and nothing from one that is not a token', () => {
    expect(addressInUnsubscribeToken(tokenFor('عامر@مثال.پاک'))).toBe('عامر@مثال.پاک');
    expect(addressInUnsubscribeToken('')).toBeNull();
    expect(addressInUnsubscribeToken('%%%.sig')).toBeNull();
    expect(addressInUnsubscribeToken(`${base64url('{"companyId":3}')}.sig`)).toBeNull();
  });
});
