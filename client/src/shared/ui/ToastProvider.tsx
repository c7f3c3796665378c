/** Holds the visible toasts and renders them in one polite live region. */
import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import styled from "styled-components";
import { Toast } from "./Toast";
import { type ToastApi, ToastContext, type ToastKind, type ToastMessage } from "./toastContext";

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (kind: ToastKind) => (message: string) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, kind, message }]);
    };
    return {
      success: show("success"),
      error: show("error"),
      warning: show("warning"),
      info: show("info"),
      dismiss,
    };
  }, [dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live region is always in the DOM so screen readers announce toasts added later. */}
      <Region role="status" aria-live="polite" aria-label="Notifications">
        <List>
          {toasts.map((toast) => (
            <Toast key={toast.id} toast={toast} onClose={dismiss} />
          ))}
        </List>
      </Region>
    </ToastContext.Provider>
  );
}

const Region = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  right: 1rem;
  bottom: 1rem;
  left: 1rem;
  pointer-events: none;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  pointer-events: none;

  & > li {
    pointer-events: auto;
    width: min(100%, 420px);
  }
`;
