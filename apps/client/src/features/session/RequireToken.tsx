import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { setShareReturnUrl } from '@/features/session/return-url-storage';
import { clearToken, getToken, readTokenUsername } from '@/features/session/token-storage';

/**
 * Renders its children only while a token is held; otherwise sends the visitor to the login view. With
 * `returnHere` (the share routes, spec §4) the current path is saved and passed as `returnUrl`, so login
 * comes back to it.
 */
export function RequireToken({
  children,
  returnHere = false,
}: {
  children: ReactNode;
  returnHere?: boolean;
}) {
  const location = useLocation();
  const token = getToken();
  // Spec §4: a token that cannot be decoded is invalid: drop it and log in again.
  if (token && !readTokenUsername(token)) clearToken();
  else if (token) return children;
  if (!returnHere) return <Navigate to="/login" replace />;
  const here = `${location.pathname}${location.search}`;
  setShareReturnUrl(here);
  return <Navigate to={`/login?returnUrl=${encodeURIComponent(here)}`} replace />;
}
