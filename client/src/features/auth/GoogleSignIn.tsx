/**
 * "Continue with Google", shown only when the server has a provider configured, and the end of
 * that flow: the server sends the student back to /login?signin=google with the session cookies
 * set, and this stores the session user and moves on; ?error=google says it did not work.
 */
import { PATHS, pathOf } from "@gradplan/schema";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { useSession } from "../../shared/session/useSession";
import { useToast } from "../../shared/ui/toastContext";
import { authApi } from "./authApi";

export const GOOGLE_FAILED_MESSAGE = "Google sign-in did not complete. Please try again.";

export function GoogleSignIn({ target }: { target: string }) {
  const [enabled, setEnabled] = useState(false);
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const outcome =
    params.get("signin") === "google"
      ? "signed-in"
      : params.get("error") === "google"
        ? "failed"
        : null;

  useEffect(() => {
    let live = true;
    authApi.providers().then(
      (providers) => live && setEnabled(providers.google),
      () => undefined, // no button when the server cannot say
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (outcome === "failed") toast.error(GOOGLE_FAILED_MESSAGE);
    if (outcome !== "signed-in") return;
    authApi.me().then(
      (user) => {
        signIn(user);
        toast.success(`Welcome, ${user.firstname}!`);
        navigate(target, { replace: true });
      },
      () => toast.error(GOOGLE_FAILED_MESSAGE),
    );
  }, [outcome, signIn, navigate, target, toast]);

  if (!enabled) return null;
  return (
    <>
      <Divider>or</Divider>
      <GoogleLink href={pathOf(PATHS.auth.google)}>Continue with Google</GoogleLink>
    </>
  );
}

const Divider = styled.p`
  margin: 1rem 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const GoogleLink = styled.a`
  display: block;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;
