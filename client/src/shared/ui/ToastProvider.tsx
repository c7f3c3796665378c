/**
 * Holds the visible toasts and shows them in the newest toast outlet (issue 32: at the screen's
 * foot they covered a card's Remove, the SOP meter, 'Update Resume'): the strip under an open
 * dialog's title, else the strip under the navbar's bar. Both sit in the flow, so a toast pushes
 * the page down instead of covering it; the control just used is kept in view. Without an outlet
 * (a page outside the layout) they float at the foot. Escape closes the newest (unless a dialog
 * is open and focus is in it).
 */
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import styled from "styled-components";
import { Toast } from "./Toast";
import {
  type ToastApi,
  ToastContext,
  type ToastKind,
  type ToastMessage,
  ToastOutletContext,
  type ToastOutletRegistry,
} from "./toastContext";

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

  const [outlets, setOutlets] = useState<HTMLElement[]>([]);
  const register = useCallback<ToastOutletRegistry>((element) => {
    setOutlets((current) => [...current, element]);
    return () => setOutlets((current) => current.filter((outlet) => outlet !== element));
  }, []);
  const outlet = outlets.at(-1);

  const floating = useRef<HTMLDivElement>(null);
  const container = useCallback(() => outlet ?? floating.current, [outlet]);
  useCloseOnEscape(toasts, dismiss, container);
  useKeepUsedControlInView(toasts.length);

  const list = (
    <List>
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onClose={dismiss} />
      ))}
    </List>
  );

  return (
    <ToastContext.Provider value={api}>
      <ToastOutletContext.Provider value={register}>
        {children}
        {/* One live region, in the DOM before any toast, so screen readers announce them. */}
        {outlet ? (
          createPortal(
            <div role="status" aria-live="polite" aria-label="Notifications">
              {list}
            </div>,
            outlet,
          )
        ) : (
          <Floating ref={floating} role="status" aria-live="polite" aria-label="Notifications">
            {list}
          </Floating>
        )}
      </ToastOutletContext.Provider>
    </ToastContext.Provider>
  );
}

function useCloseOnEscape(
  toasts: ToastMessage[],
  dismiss: (id: number) => void,
  container: () => HTMLElement | null,
) {
  const newest = toasts.at(-1)?.id;
  useEffect(() => {
    if (newest === undefined) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const inToasts = container()?.contains(document.activeElement) ?? false;
      // A dialog's Escape is the dialog's own.
      if (!inToasts && document.querySelector("[role=dialog][aria-modal=true]")) return;
      dismiss(newest);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [newest, dismiss, container]);
}

/** A toast pushes the page down: the control just used, if pushed off the screen, comes back. */
function useKeepUsedControlInView(count: number) {
  const shown = useRef(count);
  useEffect(() => {
    const added = count > shown.current;
    shown.current = count;
    const used = document.activeElement;
    if (!added || !used || used === document.body) return;
    const below = used.getBoundingClientRect().bottom - window.innerHeight;
    if (below > 0) window.scrollBy({ top: below + 8 });
  }, [count]);
}

const Floating = styled.div`
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
  padding: 0 0 0.5rem;
  list-style: none;

  &:empty {
    display: none;
  }

  & > li {
    pointer-events: auto;
    width: min(100%, 420px);
  }
`;
