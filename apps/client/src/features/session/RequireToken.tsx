import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasToken } from '@/features/session/token-storage';

/** Renders its children only while a token is held; otherwise sends the visitor to the login view. */
export function RequireToken({ children }: { children: ReactNode }) {
  if (!hasToken()) return <Navigate to="/login" replace />;
  return children;
}
