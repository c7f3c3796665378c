/**
 * One toast: closes itself after TOAST_AUTO_CLOSE_MS (spec: 4 s), on its close button, or on
 * Escape (ToastProvider). The time stops while the pointer or focus is on it, so it cannot close
 * under the hand reaching for its button (issue 32).
 */
import { TOAST_AUTO_CLOSE_MS } from "@gradplan/schema";
import { useEffect, useState } from "react";
import styled, { type DefaultTheme } from "styled-components";
import { IconButton } from "./Button";
import type { ToastKind, ToastMessage } from "./toastContext";

const KIND_LABEL: Record<ToastKind, string> = {
  success: "Success",
  error: "Error",
  warning: "Warning",
  info: "Information",
};

export function Toast({ toast, onClose }: { toast: ToastMessage; onClose: (id: number) => void }) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onClose(toast.id), TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onClose, held]);

  return (
    <Item
      $kind={toast.kind}
      data-kind={toast.kind}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Message>
        <strong>{KIND_LABEL[toast.kind]}: </strong>
        {toast.message}
      </Message>
      <IconButton
        aria-label="Close notification"
        aria-keyshortcuts="Escape"
        onClick={() => onClose(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </IconButton>
    </Item>
  );
}

function kindColors(theme: DefaultTheme, kind: ToastKind): { fg: string; bg: string } {
  const { colors } = theme;
  const byKind = {
    success: { fg: colors.success, bg: colors.successBackground },
    error: { fg: colors.error, bg: colors.errorBackground },
    warning: { fg: colors.warning, bg: colors.warningBackground },
    info: { fg: colors.info, bg: colors.infoBackground },
  } as const;
  return byKind[kind];
}

const Item = styled.li<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  padding: 0.5rem 0.5rem 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 6px solid ${({ theme, $kind }) => kindColors(theme, $kind).fg};
  background: ${({ theme, $kind }) => kindColors(theme, $kind).bg};
  color: ${({ theme, $kind }) => kindColors(theme, $kind).fg};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
  padding: 0.55rem 0;
`;
