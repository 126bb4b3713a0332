import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { mountLoginForm } from '../../bootstrap/login/loginForm';

/**
 * The login route inside the running app (after a sign-out, an expired session, a link from another
 * auth page): the same plain form the entry draws, mounted here; signed in, it enters the app.
 */
export function LoginPage() {
  const container = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  // The data router's navigate is stable: the form mounts once and keeps what was typed.
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(
    () =>
      mountLoginForm(
        container.current!,
        {
          async signedIn(target) {
            // react-admin caches the signed-out checkAuth answer; forget it before entering the app.
            await queryClient.resetQueries({ queryKey: ['auth'] });
            navigate(target, { replace: true });
          },
          open: (path) => navigate(path),
        },
        search,
      ),
    [queryClient, navigate, search],
  );
  return <div ref={container} />;
}
